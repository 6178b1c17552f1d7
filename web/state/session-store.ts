import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { valueStorage, type StoredValue } from './value-storage.js';

export interface SessionValue extends StoredValue {
  set: (value: unknown) => void;
  clear: () => void;
}

type SessionStore = UseBoundStore<StoreApi<SessionValue>> & { persist: { rehydrate: () => Promise<void> | void } };

const storage = valueStorage(() => sessionStorage);
const stores = new Map<string, SessionStore>();

/** the persisted store of one sessionStorage key (created once per key; the key comes from a definition) */
export function sessionStore(key: string): SessionStore {
  let store = stores.get(key);
  if (!store) {
    store = create<SessionValue>()(
      persist((set) => ({ value: null, set: (value) => set({ value }), clear: () => set({ value: null }) }), {
        name: key,
        storage,
        partialize: ({ value }) => ({ value }),
      }),
    );
    stores.set(key, store);
  }
  return store;
}
