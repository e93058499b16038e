/** The specification's attachment limit: 10 MB, i.e. 10485760 bytes; one byte more is too large. */
export const defaultMaxSizeBytes = 10 * 1024 * 1024;

/** Whether a file of `sizeBytes` is within the limit (the limit itself is allowed). */
export function isWithinMaxSize(sizeBytes: number, maxSizeBytes: number): boolean {
  return sizeBytes <= maxSizeBytes;
}

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size in bytes for people, in binary steps as file managers show it: "10 MB", "1.5 kB". */
export function formatFileSize(sizeBytes: number, locale: string): string {
  const step = Math.min(Math.floor(Math.log(Math.max(sizeBytes, 1)) / Math.log(1024)), units.length - 1);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[step],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(sizeBytes / 1024 ** step);
}
