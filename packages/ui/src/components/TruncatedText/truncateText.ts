const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The first `maxLength` characters of `text`, or null when it already fits. Characters are what a
 * reader sees (grapheme clusters): an emoji, a flag or a letter with its accents is never split.
 * Trailing white space before the cut is dropped, so an ellipsis can follow directly.
 */
export function truncateText(text: string, maxLength: number): string | null {
  const characters = Array.from(graphemeSegmenter.segment(text), ({ segment }) => segment);
  if (characters.length <= maxLength) return null;
  return characters.slice(0, Math.max(0, maxLength)).join('').trimEnd();
}
