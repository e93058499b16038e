import type { IntlShape } from 'react-intl';

const BYTES_PER_KILOBYTE = 1024;
const BYTES_PER_MEGABYTE = BYTES_PER_KILOBYTE * 1024;

/**
 * A file's size as a reader expects it: whole bytes under a kilobyte, then kilobytes or megabytes with one
 * decimal (binary multiples, as the attachment limit of 10 MB is counted), in the reader's language.
 */
export function formatFileSize(intl: Pick<IntlShape, 'formatNumber'>, bytes: number): string {
  const [value, unit] =
    bytes < BYTES_PER_KILOBYTE
      ? [bytes, 'byte']
      : bytes < BYTES_PER_MEGABYTE
        ? [bytes / BYTES_PER_KILOBYTE, 'kilobyte']
        : [bytes / BYTES_PER_MEGABYTE, 'megabyte'];
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}
