/** A header label's words: a header breaks between them, never inside one. */
function wordsOf(label: string): string[] {
  return label.split(/\s+/).filter(Boolean);
}

/** Characters in the label's longest word: the least room its column needs. */
export function longestWordLength(label: string): number {
  return Math.max(0, ...wordsOf(label).map((word) => [...word].length));
}

/** The label before its last word (with the space that follows it), and the last word. */
export function splitLastWord(label: string): { leading: string; last: string } {
  const trimmed = label.trim();
  const lastStart = trimmed.search(/\S+$/);
  return { leading: trimmed.slice(0, lastStart), last: trimmed.slice(lastStart) };
}
