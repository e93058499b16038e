import { sql, type SQL } from 'drizzle-orm';
import { globalUserDirectory } from './global-user-directory.schema';

/** The words of a search as the index keeps them: lowercased runs of letters and digits. */
const wordsOf = (search: string): string[] =>
  search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Users each of whose search's words starts a word of their first name, last name, email or login id: "garc"
 * finds García's address, "maya.nguyen" finds maya.nguyen.5@…. Undefined when the search has no word.
 */
export function matchingUserWords(search: string): SQL | undefined {
  const words = wordsOf(search);
  if (words.length === 0) return undefined;
  // Letters and digits need no quoting in a text search query.
  const query = words.map((word) => `'${word}':*`).join(' & ');
  return sql`${globalUserDirectory.words} @@ ${query}::tsquery`;
}
