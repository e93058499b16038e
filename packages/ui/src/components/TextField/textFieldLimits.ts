/** The specification's maximum length of a text input when the max-length flag is set. */
export const flaggedMaxLength = 50;

/** Rows a multiline text field shows unless told otherwise. */
export const defaultMultilineRows = 3;

/** The maximum length to apply: an explicit `maxLength` wins, then the flag's default, else none. */
export function resolveMaxLength(hasMaxLength: boolean, maxLength: number | undefined): number | undefined {
  return maxLength ?? (hasMaxLength ? flaggedMaxLength : undefined);
}
