import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptedEncoding, type SentEncoding } from './accepted-encoding';

/** Below this, compressing saves less than it costs (a TCP packet carries about 1,400 bytes anyway). */
const MIN_COMPRESSED_BYTES = 1024;

const compressors: Record<SentEncoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 4: most of Brotli's gain at gzip's speed, for answers made per request.
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/**
 * Compresses JSON answers of MIN_COMPRESSED_BYTES or more with the best encoding the client accepts. JSON answers
 * are built whole in memory, so reading them costs nothing; streamed exports (spreadsheets) are left as they are.
 */
export const compressJson: MiddlewareHandler = async (c, next) => {
  await next();
  const response = c.res;
  if (!response.body || response.headers.has('Content-Encoding')) return;
  if (!response.headers.get('Content-Type')?.startsWith('application/json')) return;
  c.header('Vary', 'Accept-Encoding', { append: true });
  const encoding = acceptedEncoding(c.req.header('Accept-Encoding'));
  if (!encoding) return;
  const body = Buffer.from(await response.arrayBuffer());
  const compressed = body.length < MIN_COMPRESSED_BYTES ? undefined : await compressors[encoding](body);
  c.res = new Response(new Uint8Array(compressed ?? body), response);
  if (!compressed) return;
  c.res.headers.set('Content-Encoding', encoding);
  c.res.headers.set('Content-Length', String(compressed.length));
};
