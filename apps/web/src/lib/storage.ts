// localStorage entries holding JSON, read and written through @mantine/hooks: `use()` re-renders on every write, in
// this tab or another one; `read()` and `write()` serve code outside React (the fetch client, route loaders).
import { readLocalStorageValue, type UseStorageOptions, useLocalStorage } from '@mantine/hooks';

type StoredValue<T> = {
  read: () => T | null;
  use: () => T | null;
  /** null removes the entry */
  write: (value: T | null) => void;
};

/**
 * One entry. `parse` checks what is stored (a legacy client or an older build may have written something else):
 * what it refuses reads as null. The entry keeps the JSON it was written with.
 */
export function storedValue<T>(key: string, parse: (value: unknown) => T | undefined): StoredValue<T> {
  const options: UseStorageOptions<T | undefined> = {
    key,
    // No default value: Mantine writes a default to the storage on mount, and an absent entry must stay absent.
    deserialize: (raw: string | undefined): T | undefined => {
      try {
        return raw === undefined ? undefined : parse(JSON.parse(raw));
      } catch {
        return undefined;
      }
    },
    serialize: (value: T | undefined) => JSON.stringify(value),
    // the stored value at the first render: a guard or a shell must not show a logged-out frame first
    getInitialValueInEffect: false,
  };
  return {
    read: () => readLocalStorageValue(options) ?? null,
    use: () => useLocalStorage(options)[0] ?? null,
    write: (value) => writeStorage(key, value === null ? null : JSON.stringify(value)),
  };
}

/** The entry's text as stored, or null. */
export const readStoredText = (key: string): string | null =>
  readLocalStorageValue<string | null>({ key, defaultValue: null, deserialize: (raw) => raw ?? null });

/**
 * Writes (or with null removes) an entry and tells the hooks of this tab. Mantine has no public way to set a value
 * from outside a hook (its same-tab event is internal), so this writer dispatches the `storage` event that the hooks
 * already follow for the other tabs. A full or disabled storage is ignored: a session then lasts as long as the page.
 */
export function writeStorage(key: string, value: string | null): void {
  let oldValue: string | null;
  try {
    oldValue = localStorage.getItem(key);
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    return;
  }
  if (oldValue === value) return;
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }));
}

/**
 * Empties the storage but for the entries `keep`. Entry by entry rather than `localStorage.clear()`: a clear reaches
 * the other tabs as one event without a key, which their hooks pass over.
 */
export function clearStorage(keep: readonly string[]): void {
  let keys: string[] = [];
  try {
    keys = Object.keys(localStorage);
  } catch {
    // no storage, nothing to clear
  }
  for (const key of keys) if (!keep.includes(key)) writeStorage(key, null);
}
