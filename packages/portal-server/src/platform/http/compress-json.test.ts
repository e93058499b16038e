import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressJson } from './compress-json';

const LARGE = { rows: Array.from({ length: 200 }, (_, index) => ({ index, name: `Row number ${index}` })) };
const SMALL = { ok: true };

const app = new Hono()
  .use('*', compressJson)
  .get('/large', (c) => c.json(LARGE))
  .get('/small', (c) => c.json(SMALL))
  .get('/failure', (c) => c.json({ ...LARGE, error: 'refused' }, 403))
  .get('/export', (c) => c.body('a'.repeat(5000), 200, { 'Content-Type': 'application/vnd.ms-excel' }));

const get = (path: string, acceptEncoding = 'gzip, deflate, br') =>
  app.request(path, { headers: { 'Accept-Encoding': acceptEncoding } });

describe('compressing JSON answers', () => {
  it('sends a large answer as Brotli when accepted, else gzip', async () => {
    const brotli = await get('/large');
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const body = Buffer.from(await brotli.arrayBuffer());
    expect(Number(brotli.headers.get('Content-Length'))).toBe(body.length);
    expect(body.length).toBeLessThan(JSON.stringify(LARGE).length / 2);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(LARGE);

    const gzip = await get('/large', 'gzip');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(LARGE);
  });

  it('keeps the status and headers of a refusal', async () => {
    const response = await get('/failure');
    expect(response.status).toBe(403);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Content-Encoding')).toBe('br');
  });

  it('leaves small answers, clients that accept none, and other types as they are', async () => {
    const small = await get('/small');
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual(SMALL);

    const identity = await get('/large', 'identity');
    expect(identity.headers.get('Content-Encoding')).toBeNull();
    expect(await identity.json()).toEqual(LARGE);

    const spreadsheet = await get('/export');
    expect(spreadsheet.headers.get('Content-Encoding')).toBeNull();
    expect(await spreadsheet.text()).toHaveLength(5000);
  });
});
