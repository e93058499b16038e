const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The first `maxLength` characters of `text`, or null when it already fits. Characters are what a
 * reader sees (grapheme clusters): an emoji, a flag or a letter with its accents is never split.
 * Trailing white space before the cut is dropped, so an ellipsis can follow directly.
 */
export function truncateText(text: string, maxLength: number): string | null {
  // A string never has fewer code units than characters: one this short fits without being segmented.
  if (text.length <= maxLength) return null;
  const characters: string[] = [];
  // Segments only as far as the cut, so a long text costs no more than a short one.
  for (const { segment } of graphemeSegmenter.segment(text)) {
    if (characters.length >= maxLength) return characters.join('').trimEnd();
    characters.push(segment);
  }
  return null;
}
