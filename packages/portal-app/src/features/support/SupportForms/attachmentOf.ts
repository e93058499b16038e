/** The file a form's attachment field holds, if any. */
export function attachmentOf(value: unknown): File | null {
  return value instanceof File ? value : null;
}
