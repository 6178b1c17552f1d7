import type { PersistStorage } from 'zustand/middleware';

export interface StoredValue {
  value: unknown;
}

/**
 * A persist storage that keeps exactly the stored JSON value under the key (no `{ state, version }` wrapper),
 * so the spec's session keys hold what other readers expect; a missing or unparsable value reads as null.
 */
export function valueStorage(storage: () => Storage): PersistStorage<StoredValue> {
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
