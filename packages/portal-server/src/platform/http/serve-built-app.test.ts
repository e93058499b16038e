import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../testing/test-databases';
import { APP_NOT_BUILT_MESSAGE, serveBuiltApp } from './serve-built-app';

const INDEX_HTML =
  '<!doctype html><title>Partner Insights</title><script type="module" src="/assets/index-Bx2k9QzA.js"></script>';
const SCRIPT = 'console.log("app")';

describe('serving the built app', () => {
  let appDist: Awaited<ReturnType<typeof makeTempDir>>;
  let app: Hono;

  beforeAll(async () => {
    appDist = await makeTempDir('portal-app-dist');
    await mkdir(join(appDist.path, 'assets'));
    await writeFile(join(appDist.path, 'index.html'), INDEX_HTML);
    await writeFile(join(appDist.path, 'assets', 'index-Bx2k9QzA.js'), SCRIPT);
    // The build's compressed copies (packages/portal-app/scripts/precompress.mjs).
    await writeFile(join(appDist.path, 'assets', 'index-Bx2k9QzA.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(join(appDist.path, 'assets', 'index-Bx2k9QzA.js.gz'), gzipSync(SCRIPT));
    await writeFile(join(appDist.path, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    await writeFile(join(appDist.path, 'robots.txt'), 'User-agent: *');
    app = new Hono().use('*', serveBuiltApp(appDist.path));
  });

  afterAll(() => appDist?.remove());

  it('serves index.html, revalidated, for the root and any page path', async () => {
    for (const path of ['/', '/some/route', '/admin/userList?page=2']) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX_HTML);
    }
  });

  it('serves hashed assets to be cached for good', async () => {
    const response = await app.request('/assets/index-Bx2k9QzA.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(SCRIPT);
  });

  it("sends the build's Brotli copy to a browser that accepts it, else gzip, else the file itself", async () => {
    const asset = (acceptEncoding: string) =>
      app.request('/assets/index-Bx2k9QzA.js', { headers: { 'Accept-Encoding': acceptEncoding } });

    const brotli = await asset('gzip, deflate, br, zstd');
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Content-Type')).toMatch(/javascript/);
    expect(brotli.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(SCRIPT);

    const gzip = await asset('gzip');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);

    const identity = await asset('identity');
    expect(identity.headers.get('Content-Encoding')).toBeNull();
    expect(await identity.text()).toBe(SCRIPT);

    for (const response of [brotli, gzip, identity]) expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
  });

  it('sends the page compressed too, for any page path', async () => {
    const response = await app.request('/some/route', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(INDEX_HTML);
  });

  it('serves other files revalidated', async () => {
    const response = await app.request('/robots.txt');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe('User-agent: *');
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    expect((await app.request('/assets/index-Old00000.js')).status).toBe(404);
  });

  it('leaves API paths and other methods alone', async () => {
    expect((await app.request('/api/unknown')).status).toBe(404);
    expect((await app.request('/some/route', { method: 'POST' })).status).toBe(404);
  });

  it('says to build the app while it is not built', async () => {
    await rm(join(appDist.path, 'index.html'));
    const response = await app.request('/some/route');
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.text()).toBe(APP_NOT_BUILT_MESSAGE);
  });
});
