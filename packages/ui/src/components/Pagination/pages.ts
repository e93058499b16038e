/** The spec's rows-per-page choices. */
export const defaultPageSizes = [10, 25, 50, 75, 100] as const;

/** How many pages `totalCount` rows fill; an empty list still shows one (empty) page. */
export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** The 1-based numbers of the first and last rows on `page`; both 0 when there are no rows. */
export function pageRange(page: number, pageSize: number, totalCount: number): { start: number; end: number } {
  if (totalCount <= 0) return { start: 0, end: 0 };
  const start = Math.min((page - 1) * pageSize + 1, totalCount);
  return { start, end: Math.min(page * pageSize, totalCount) };
}

/** Fills `{name}` placeholders of a message with numbers formatted by `format` (the reader's locale). */
export function formatNumbers(
  template: string,
  values: Record<string, number>,
  format: { format: (value: number) => string },
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : format.format(value);
  });
}
