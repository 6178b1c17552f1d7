import type { PersistStorage } from 'zustand/middleware';
import { memoryStorage } from './memory-storage.js';

export interface StoredValue {
  value: unknown;
}

/**
 * The storage `storage` gives, or, when the browser refuses it (a frame on another site with third-party storage
 * blocked throws a SecurityError on the first touch), one in memory from then on: the answers then last the page's life.
 */
export function guardedStorage(storage: () => Storage): () => Storage {
  let fallback: Storage | undefined;
  return () => {
    if (fallback) return fallback;
    try {
      const s = storage();
      s.getItem('');
      return s;
    } catch {
      return (fallback = memoryStorage());
    }
  };
}

/**
 * A persist storage that keeps exactly the stored JSON value under the key (no `{ state, version }` wrapper),
 * so the spec's session keys hold what other readers expect; a missing or unparsable value reads as null. Where the
 * browser refuses the storage, the values are kept in memory (guardedStorage).
 */
export function valueStorage(given: () => Storage): PersistStorage<StoredValue> {
  const storage = guardedStorage(given);
  return {
    getItem: (name) => ({ state: { value: readValue(storage(), name) }, version: 0 }),
    setItem: (name, { state }) => {
      if (state.value === null || state.value === undefined) storage().removeItem(name);
      else storage().setItem(name, JSON.stringify(state.value));
    },
    removeItem: (name) => storage().removeItem(name),
  };
}

/** the parsed value under a key, or null when it is missing or not JSON */
export function readValue(storage: Storage, name: string): unknown {
  const raw = storage.getItem(name);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
