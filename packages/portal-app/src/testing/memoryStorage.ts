import type { DraftStorage } from '../stores/FormDrafts';

/** Web Storage kept in memory, optionally pre-filled, so each test or story starts from known preferences. */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): DraftStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
