/**
 * A header character's width in the table's `ch` (a digit of its body text), as Inter draws the header's smaller,
 * semibold text: the average of its kind (narrow, wide, capitals and digits, the rest). A word's estimate comes
 * within a few pixels of its width, which the cell's padding absorbs (a header never breaks inside a word).
 */
const characterWidth = (character: string) =>
  /[fijlrtIíîï'’.,/()]/u.test(character)
    ? 0.45
    : /[mwMW]/u.test(character)
      ? 1.25
      : /[\p{Lu}\p{Nd}]/u.test(character)
        ? 0.95
        : 0.83;

/** The width of the label's widest word, in the table's `ch`: the least room its column needs. */
export function widestWordWidth(label: string): number {
  const words = label.split(/\s+/);
  return Math.max(0, ...words.map((word) => [...word].reduce((sum, character) => sum + characterWidth(character), 0)));
}

/**
 * Cell text is larger and lighter than a header's: Inter draws a word of it up to 15% wider than the header's
 * estimate (measured: "Christopher", "Nunca", "Proveedor" 13-14%).
 */
const CELL_TEXT_SCALE = 1.15;

/** The width of the widest word of the texts as a cell draws them, in the table's `ch`. */
export function widestCellWordWidth(texts: readonly string[]): number {
  return Math.max(0, ...texts.map(widestWordWidth)) * CELL_TEXT_SCALE;
}

/** The label before its last word (with the space that follows it), and the last word. */
export function splitLastWord(label: string): { leading: string; last: string } {
  const trimmed = label.trim();
  const lastStart = trimmed.lastIndexOf(' ') + 1;
  return { leading: trimmed.slice(0, lastStart), last: trimmed.slice(lastStart) };
}
