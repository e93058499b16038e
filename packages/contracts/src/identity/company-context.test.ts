import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONTEXT_REASON_MAX_LENGTH } from '../activity-log';
import { SetContextQuerySchema, SwitchContextQuerySchema } from './company-context';

const COMPANY_ID = '0b6f3a52-8a39-4d3e-9b4f-4f1f8a1c2d3e';

describe('SetContextQuerySchema', () => {
  it('takes a company id and a trimmed reason', () => {
    expect(v.parse(SetContextQuerySchema, { companyId: COMPANY_ID, reason: '  Ticket 4411  ' })).toEqual({
      companyId: COMPANY_ID,
      reason: 'Ticket 4411',
    });
  });

  it.each([
    ['no reason', { companyId: COMPANY_ID }],
    ['a blank reason', { companyId: COMPANY_ID, reason: '   ' }],
    ['an overlong reason', { companyId: COMPANY_ID, reason: 'x'.repeat(CONTEXT_REASON_MAX_LENGTH + 1) }],
    ['a company id that is not one', { companyId: 'acme-foods', reason: 'Ticket 4411' }],
  ])('refuses %s', (_, query) => {
    expect(v.safeParse(SetContextQuerySchema, query).success).toBe(false);
  });

  it('takes a reason of the longest length', () => {
    const reason = 'x'.repeat(CONTEXT_REASON_MAX_LENGTH);
    expect(v.parse(SetContextQuerySchema, { companyId: COMPANY_ID, reason }).reason).toBe(reason);
  });
});

describe('SwitchContextQuerySchema', () => {
  it('takes a company id only', () => {
    expect(v.safeParse(SwitchContextQuerySchema, { companyId: COMPANY_ID }).success).toBe(true);
    expect(v.safeParse(SwitchContextQuerySchema, {}).success).toBe(false);
  });
});
