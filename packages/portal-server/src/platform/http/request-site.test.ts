import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestLocale, requestSite } from './request-site';

const app = new Hono().get('/', (c) => c.json({ ...requestSite(c), locale: requestLocale(c) }));

const readAs = async (headers: Record<string, string>) => (await app.request('/', { headers })).json();

describe('the request’s site and language', () => {
  it.each([
    ['localhost:3000', 'US', 'production'],
    ['mx.localhost', 'MX', 'production'],
    ['us.dev.localhost:3000', 'US', 'non-production'],
    ['ca.preprod.localhost', 'CA', 'non-production'],
  ])('reads %s as %s %s', async (host, market, environment) => {
    expect(await readAs({ Host: host })).toMatchObject({ market, environment });
  });

  it.each([
    [undefined, 'en-US'],
    ['fr-CA', 'fr-CA'],
    ['es-mx', 'es-MX'],
    ['de-DE, fr-CA;q=0.5, es-MX;q=0.7', 'es-MX'],
    ['es-MX;q=0, fr-CA;q=0.1', 'fr-CA'],
    ['en-CA, fr-CA;q=0.9', 'fr-CA'],
    ['es, fr', 'en-US'],
    ['*', 'en-US'],
  ])('takes %s as %s', async (acceptLanguage, locale) => {
    expect(await readAs(acceptLanguage ? { 'Accept-Language': acceptLanguage } : {})).toMatchObject({ locale });
  });
});
