/**
 * A header character's width in the table's `ch` (a digit of its body text), as Inter draws the header's smaller,
 * semibold text: the average of its kind. A word's estimate comes within a few pixels of its width, which the
 * cell's padding absorbs (a header never breaks inside a word).
 */
const CHARACTER_WIDTHS: readonly (readonly [RegExp, number])[] = [
  [/[fijlrtIíìîï'’.,:;/()!|]/u, 0.45],
  [/[mwMW]/u, 1.25],
  [/[\p{Lu}\p{Nd}]/u, 0.95],
];
const OTHER_CHARACTER_WIDTH = 0.83;

const characterWidth = (character: string) =>
  CHARACTER_WIDTHS.find(([kind]) => kind.test(character))?.[1] ?? OTHER_CHARACTER_WIDTH;

/** A header label's words: a header breaks between them, never inside one. */
function wordsOf(label: string): string[] {
  return label.split(/\s+/).filter(Boolean);
}

/** The width of the label's widest word, in the table's `ch`: the least room its column needs. */
export function widestWordWidth(label: string): number {
  return Math.max(0, ...wordsOf(label).map((word) => [...word].reduce((sum, c) => sum + characterWidth(c), 0)));
}

/** The label before its last word (with the space that follows it), and the last word. */
export function splitLastWord(label: string): { leading: string; last: string } {
  const trimmed = label.trim();
  const lastStart = trimmed.search(/\S+$/);
  return { leading: trimmed.slice(0, lastStart), last: trimmed.slice(lastStart) };
}
