const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Printable ASCII: each of these characters is one code unit, and none joins the next one. */
const printableAscii = /^[\x20-\x7e]*$/;

/**
 * The first `maxLength` characters of `text`, or null when it already fits. Characters are what a
 * reader sees (grapheme clusters): an emoji, a flag or a letter with its accents is never split.
 * Trailing white space before the cut is dropped, so an ellipsis can follow directly.
 */
export function truncateText(text: string, maxLength: number): string | null {
  // A string never has fewer code units than characters: one this short fits without being segmented.
  if (text.length <= maxLength) return null;
  // Most table text (emails, ids, dates) is plain ASCII up to the cut, and a page shows many such cells:
  // with the character after the cut also plain, nothing there joins across it.
  if (printableAscii.test(text.slice(0, maxLength + 1))) return text.slice(0, Math.max(0, maxLength)).trimEnd();
  const characters: string[] = [];
  // Segments only as far as the cut, so a long text costs no more than a short one.
  for (const { segment } of graphemeSegmenter.segment(text)) {
    if (characters.length >= maxLength) return characters.join('').trimEnd();
    characters.push(segment);
  }
  return null;
}
