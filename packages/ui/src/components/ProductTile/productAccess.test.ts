import { describe, expect, it } from 'vitest';

import { isTileHidden, tileAccess } from './productAccess';

describe('tileAccess', () => {
  it('launches with complete access, waits while pending, and offers nothing without access', () => {
    expect(tileAccess('ACCESS_COMPLETE')).toBe('launchable');
    expect(tileAccess('ACCESS_PENDING')).toBe('pending');
    expect(tileAccess(undefined)).toBe('none');
  });
});

describe('isTileHidden', () => {
  const hideWhenNoAccess = ['US'];

  it('hides a tile without access for a listed tenant', () => {
    expect(isTileHidden(undefined, hideWhenNoAccess, 'US')).toBe(true);
  });

  it('shows it for other tenants, or when the tenant is unknown', () => {
    expect(isTileHidden(undefined, hideWhenNoAccess, 'MX')).toBe(false);
    expect(isTileHidden(undefined, hideWhenNoAccess, undefined)).toBe(false);
    expect(isTileHidden(undefined, undefined, 'US')).toBe(false);
  });

  it('always shows it once access is requested or granted', () => {
    expect(isTileHidden('ACCESS_PENDING', hideWhenNoAccess, 'US')).toBe(false);
    expect(isTileHidden('ACCESS_COMPLETE', hideWhenNoAccess, 'US')).toBe(false);
  });
});
