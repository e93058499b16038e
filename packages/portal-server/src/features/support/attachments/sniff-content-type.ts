import type { AttachmentContentType } from '@partner-insights/contracts';

/** The first bytes every file of a binary type starts with. */
const SIGNATURES: Partial<Record<AttachmentContentType, readonly (readonly number[])[]>> = {
  'application/pdf': [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/gif': [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
  // Office Open XML documents are zip archives.
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': [[0x50, 0x4b, 0x03, 0x04]],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [[0x50, 0x4b, 0x03, 0x04]],
};

/** How much of a text file is looked at for the NUL bytes only binary files have. */
const TEXT_SNIFF_BYTES = 8192;

/**
 * Whether a file's first bytes agree with the content type the browser claimed: binary types by their
 * signature, text types by having no NUL byte at the start. Cheap, and enough to refuse a renamed program.
 */
export function contentMatchesType(content: Uint8Array, type: AttachmentContentType): boolean {
  const signatures = SIGNATURES[type];
  if (!signatures) return !content.subarray(0, TEXT_SNIFF_BYTES).includes(0);
  return signatures.some((signature) => signature.every((byte, index) => content[index] === byte));
}
