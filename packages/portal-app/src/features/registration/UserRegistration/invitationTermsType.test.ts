import { describe, expect, it } from 'vitest';
import { invitationTermsType } from './invitationTermsType';

describe('invitationTermsType', () => {
  it.each([
    ['SUPPLIER', false, 'supplier'],
    ['SUPPLIER', true, 'basic-vendor'],
    ['THIRD_PARTY_AGENCY', false, 'third-party-agency'],
    ['THIRD_PARTY_AGENCY', true, 'basic-third-party-agency'],
    ['ACCOUNT', false, 'supplier'],
  ] as const)('%s (basic: %s) accepts the %s terms', (companyType, basic, terms) => {
    expect(invitationTermsType({ companyType, basic })).toBe(terms);
  });
});
