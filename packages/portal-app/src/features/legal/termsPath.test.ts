import { describe, expect, it } from 'vitest';
import { requestedTermsType, termsPath } from './termsPath';

describe('termsPath', () => {
  it('names the company type the terms page shows, and reads it back', () => {
    expect(termsPath('basic-vendor')).toBe('/terms?companyType=basic-vendor');
    expect(requestedTermsType(new URLSearchParams('companyType=basic-vendor'))).toBe('basic-vendor');
  });

  it('ignores a company type that has no terms', () => {
    expect(requestedTermsType(new URLSearchParams('companyType=retailer'))).toBeUndefined();
    expect(requestedTermsType(new URLSearchParams())).toBeUndefined();
  });
});
