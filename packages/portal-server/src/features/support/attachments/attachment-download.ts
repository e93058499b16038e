import type { Context } from 'hono';
import type { CheckedAttachment } from './checked-attachment';

/** A header value's filename: ASCII as it stands, anything else percent-encoded for `filename*` (RFC 6266). */
const asciiFallback = (fileName: string) => fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');

/**
 * Answers a stored attachment as a download: always saved, never shown in the portal's origin (so an HTML or SVG
 * file cannot run there), with the type it was stored under; nosniff comes with every answer.
 */
export function attachmentDownload(c: Context, { fileName, contentType, content }: CheckedAttachment): Response {
  c.header('Content-Type', contentType);
  c.header(
    'Content-Disposition',
    `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  );
  c.header('Content-Length', String(content.byteLength));
  return c.body(new Uint8Array(content), 200);
}
