import { describe, expect, it } from 'vitest';
import { siteFromCookie } from './siteFromCookie';

describe('siteFromCookie', () => {
  it('reads the site the server named', () => {
    expect(siteFromCookie('theme=dark; site_id=MX', 'localhost')).toBe('MX');
  });

  it.each([
    ['no cookie', '', 'ca.localhost', 'CA'],
    ['an unknown site', 'site_id=BR', 'mx.localhost', 'MX'],
    ['a look-alike name', 'old_site_id=CA', 'localhost', 'US'],
  ])('falls back to the host for %s', (_, cookie, host, market) => {
    expect(siteFromCookie(cookie, host)).toBe(market);
  });
});
