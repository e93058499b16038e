import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { siteIdCookie } from './site-id-cookie';

const app = new Hono()
  .use('*', siteIdCookie(false))
  .get('/apps', (c) => c.html('<!doctype html><title>Partner Insights</title>'))
  .get('/api/ccm', (c) => c.json({}))
  .get('/robots.txt', (c) => c.text('User-agent: *'));

describe('the site id cookie', () => {
  it.each([
    ['localhost:3000', 'US'],
    ['mx.localhost:3000', 'MX'],
    ['ca.qa.localhost', 'CA'],
  ])('tells a page on %s that its site is %s, readable by scripts', async (host, market) => {
    const response = await app.request('/apps', { headers: { Host: host } });
    expect(response.headers.get('set-cookie')).toBe(`site_id=${market}; Path=/; SameSite=Lax`);
  });

  it('is set on pages only', async () => {
    expect((await app.request('/api/ccm')).headers.get('set-cookie')).toBeNull();
    expect((await app.request('/robots.txt')).headers.get('set-cookie')).toBeNull();
  });

  it('is Secure over https', async () => {
    const response = await app.request('https://mx.localhost/apps', { headers: { Host: 'mx.localhost' } });
    expect(response.headers.get('set-cookie')).toBe('site_id=MX; Path=/; Secure; SameSite=Lax');
  });
});
