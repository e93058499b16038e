import { describe, expect, it } from 'vitest';
import { isNonProductionHost, marketFromHost } from './markets';

describe('marketFromHost', () => {
  it.each([
    ['localhost', 'US'],
    ['localhost:3000', 'US'],
    ['us.localhost', 'US'],
    ['mx.localhost:3000', 'MX'],
    ['CA.localhost', 'CA'],
    ['mx.qa.localhost', 'MX'],
    ['us.dev.localhost', 'US'],
    ['portal.example.com', 'US'],
  ] as const)('%s -> %s', (host, market) => {
    expect(marketFromHost(host)).toBe(market);
  });
});

describe('isNonProductionHost', () => {
  it.each(['us.dev.localhost', 'mx.qa.localhost', 'ca.stg.localhost:3000', 'preprod.localhost'])(
    '%s is non-production',
    (host) => {
      expect(isNonProductionHost(host)).toBe(true);
    },
  );
  it.each(['localhost', 'mx.localhost', 'developer.localhost', 'qanda.localhost'])('%s is production', (host) => {
    expect(isNonProductionHost(host)).toBe(false);
  });
});
