/** A problem `details` lists for a body that holds the NUL character. */
export const NUL_CHARACTER_PROBLEM = 'Text may not contain the NUL character (U+0000)';

/**
 * Whether a parsed JSON value holds U+0000 in any string or key. PostgreSQL stores it in neither text nor jsonb, so
 * such a body is refused as malformed before any schema or service sees it, instead of failing at the database.
 * Walked with a stack of its own, not by recursion: a hostile body nests as deep as its size allows.
 */
export function containsNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, entry] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}
