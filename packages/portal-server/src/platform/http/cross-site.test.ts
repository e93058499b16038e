import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE, refuseCrossSiteWrites } from './cross-site';
import { handleError } from './error-envelope';

/** A stand-in API that answers every method, behind the refusal, as the app mounts it. */
function appBehindRefusal(trustProxy = false) {
  const app = new Hono();
  app.onError(handleError);
  app.use('/api/*', refuseCrossSiteWrites(trustProxy));
  app.on(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'], '/api/thing', (c) => c.body(null, 204));
  return app;
}

const OWN_HOST = 'us.localhost:3000';
const OWN_ORIGIN = `http://${OWN_HOST}`;

const jsonPost = (headers: Record<string, string>) => ({
  method: 'POST',
  headers: { Host: OWN_HOST, 'Content-Type': 'application/json', ...headers },
  body: '{}',
});

const multipartPost = (headers: Record<string, string>) => {
  const form = new FormData();
  form.set('detail', '{}');
  return { method: 'POST', headers: { Host: OWN_HOST, ...headers }, body: form };
};

describe('refuseCrossSiteWrites', () => {
  const app = appBehindRefusal();

  describe.each([
    ['JSON', jsonPost],
    ['multipart', multipartPost],
  ])('a %s post', (_, post) => {
    it.each([
      ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site (a sibling market host)', { 'Sec-Fetch-Site': 'same-site' }],
      ['Sec-Fetch-Site: none (typed or bookmarked)', { 'Sec-Fetch-Site': 'none' }],
      ['Sec-Fetch-Site: cross-site, whatever Origin claims', { 'Sec-Fetch-Site': 'cross-site', Origin: OWN_ORIGIN }],
      ['another Origin, without Sec-Fetch-Site', { Origin: 'https://evil.example' }],
      ['a sibling market host’s Origin', { Origin: 'http://mx.localhost:3000' }],
      ['another port of the own host', { Origin: 'http://us.localhost:4000' }],
      ['another scheme of the own host', { Origin: `https://${OWN_HOST}` }],
      ['an opaque Origin', { Origin: 'null' }],
    ])('is refused with %s', async (_, headers) => {
      const response = await app.request('/api/thing', post(headers));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { status: 403, message: CROSS_SITE_MESSAGE } });
    });

    it.each([
      ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
      ['Sec-Fetch-Site: same-origin, whatever Origin claims', { 'Sec-Fetch-Site': 'same-origin', Origin: 'x' }],
      ['its own Origin, without Sec-Fetch-Site', { Origin: OWN_ORIGIN }],
      ['its own Origin in other letter case', { Origin: 'HTTP://US.LOCALHOST:3000' }],
      ['neither header (not from a browser)', {}],
    ])('passes with %s', async (_, headers) => {
      expect((await app.request('/api/thing', post(headers))).status).toBe(204);
    });
  });

  it('refuses every unsafe method from another site, and lets reads through', async () => {
    const crossSite = { Host: OWN_HOST, 'Sec-Fetch-Site': 'cross-site' };
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      expect((await app.request('/api/thing', { method, headers: crossSite })).status).toBe(403);
    }
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect((await app.request('/api/thing', { method, headers: crossSite })).status).toBe(204);
    }
  });

  it('takes the scheme of the own origin from the trusted proxy only', async () => {
    const behindProxy = { 'X-Forwarded-Proto': 'https', Origin: `https://${OWN_HOST}` };
    expect((await appBehindRefusal(true).request('/api/thing', jsonPost(behindProxy))).status).toBe(204);
    expect((await appBehindRefusal(false).request('/api/thing', jsonPost(behindProxy))).status).toBe(403);
    const claimedHttp = { 'X-Forwarded-Proto': 'https', Origin: OWN_ORIGIN };
    expect((await appBehindRefusal(true).request('/api/thing', jsonPost(claimedHttp))).status).toBe(403);
  });

  it('takes the default port as the own origin’s', async () => {
    const response = await app.request(
      '/api/thing',
      jsonPost({ Host: 'example.com:80', Origin: 'http://example.com' }),
    );
    expect(response.status).toBe(204);
  });
});
