import { and, sql, type SQL } from 'drizzle-orm';
import { globalUserDirectory } from './global-user-directory.schema';

/** The words of a search as the index keeps them: lowercased runs of letters and digits. */
const wordsOf = (search: string): string[] =>
  search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Words this short start too many words to be looked up in the index ("1" starts a hundred thousand numbers). */
const SHORT_WORD_LENGTH = 2;

/** The text search query: every word the start of a word. Letters and digits need no quoting in it. */
const startingEach = (words: readonly string[]): string => words.map((word) => `'${word}':*`).join(' & ');

/**
 * Users each of whose search's words starts a word of their first name, last name, email or login id: "garc"
 * finds García's address, "maya.nguyen" finds maya.nguyen.5@…. Undefined when the search has no word. Short words
 * typed with longer ones are tested on the users the longer ones find, in an expression the index of words does not
 * answer: "hugo.patel.1" looks up hugo and patel, then checks their 1,600 users for a word starting with 1.
 */
export function matchingUserWords(search: string): SQL | undefined {
  const words = wordsOf(search);
  if (words.length === 0) return undefined;
  const looked = words.filter((word) => word.length > SHORT_WORD_LENGTH);
  const tested = looked.length > 0 ? words.filter((word) => word.length <= SHORT_WORD_LENGTH) : [];
  const { words: column } = globalUserDirectory;
  return and(
    sql`${column} @@ ${startingEach(looked.length > 0 ? looked : words)}::tsquery`,
    tested.length > 0 ? sql`coalesce(${column}, ${column}) @@ ${startingEach(tested)}::tsquery` : undefined,
  );
}
