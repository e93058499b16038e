import type { AttachmentContentType } from '@partner-insights/contracts';

/** A file that passed the server's checks of size and content. */
export interface CheckedAttachment {
  readonly fileName: string;
  readonly contentType: AttachmentContentType;
  readonly content: Buffer;
}

/** The file columns of an attachment row, whatever it is attached to. */
export const attachmentFileRowOf = ({ fileName, contentType, content }: CheckedAttachment) => ({
  fileName,
  contentType,
  size: content.byteLength,
  content,
});
