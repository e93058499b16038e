import { ACTIVITY_EVENTS, type ActivityEvent } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { describeActivity, type ActivityDetailsOf } from './activity-descriptions';

/** Details of every event, as its service records them. */
const SAMPLES: { readonly [E in ActivityEvent]: ActivityDetailsOf[E] } = {
  SIGN_IN: { method: 'singleSignOn' },
  SIGN_OUT: {},
  SIGN_IN_REFUSED: { method: 'singleSignOn', reason: 'notInvited' },
  USER_PROVISIONED: { role: 'REGULAR_USER', personas: '', groups: 'analysts' },
  COMPANY_CONTEXT_SET: { companyName: 'Nopal Foods', reason: 'Ticket INC0012345' },
  COMPANY_CONTEXT_RESET: { companyName: 'Nopal Foods' },
  COMPANY_CONTEXT_SWITCHED: { companyName: 'Nopal Foods' },
  SUPER_ADMIN_CREATED: { email: 'new.admin@partner-insights.test' },
  PASSWORD_RESET_REQUESTED: { linkSent: true },
  PASSWORD_RESET: { sessionsEnded: 2 },
  PROFILE_UPDATED: {},
  PREFERENCES_UPDATED: { language: 'fr-CA', timezone: 'America/Toronto' },
  ACCESS_REQUESTED: { products: 'REPORT_BUILDER,SHOPPER_BEHAVIOR' },
  TICKET_CREATED: { referenceNumber: 'INC0012345', attachment: true },
  TICKET_COMMENTED: { referenceNumber: 'INC0012345' },
  CONTACT_REQUEST_SENT: { market: 'CA', attachment: false },
  USER_INVITED: { role: 'REGULAR_USER', products: 'REPORT_BUILDER', taskId: 'task-1' },
  INVITATION_RESENT: { taskId: 'task-1' },
  REGISTRATION_COMPLETED: { taskId: 'task-1' },
  USER_ACTIVATED: { taskId: 'task-1' },
  USER_ACCESS_CHANGED: { role: 'SUPPLIER_ADMIN', products: 'REPORT_BUILDER' },
  USER_DELETED: { status: 'ACTIVE', sessionsEnded: 1 },
  USER_BLOCKED: { reason: null },
  USER_UNBLOCKED: {},
  USERS_EXPORTED: { search: '' },
  BULK_USERS_APPLIED: { kind: 'create', fileName: 'users.xlsx', applied: 3, failed: 0, rejected: 1 },
  ACCESS_REQUEST_APPROVED: {
    requester: 'ana@maple-goods.test',
    products: 'REPORT_BUILDER',
    endDate: '2027-01-31',
    note: null,
  },
  ACCESS_REQUEST_REJECTED: { requester: 'ana@maple-goods.test', products: 'REPORT_BUILDER', endDate: null, note: null },
  ACCESS_LAPSED: { requester: 'ana@maple-goods.test', products: 'REPORT_BUILDER', endDate: '2027-01-31' },
  ACCESS_AUDIT_COMPLETED: { dueDate: '2026-12-27', kept: 30, removed: 2, blocked: '' },
  ACCESS_REVIEW_DECIDED: { user: 'ana@maple-goods.test', decision: 'REMOVE', dueDate: '2026-12-27' },
  ACCESS_REVIEW_CAMPAIGN_OPENED: { dueDate: '2026-12-27', companies: 12, allCompanies: false },
  ACCESS_REVIEW_DEADLINE_PASSED: { dueDate: '2026-12-27', blocked: 4, users: '' },
  EMAIL_DOMAIN_ADDED: { domain: 'xn--bcher-kva.test', allowSubDomains: true, is3pDomain: false },
  EMAIL_DOMAIN_CHANGED: { domain: 'maple-goods.test', allowSubDomains: false, is3pDomain: true },
  EMAIL_DOMAIN_DELETED: { domain: 'maple-goods.test' },
  PARTNER_ASSOCIATED: { partner: 'Brightside Agency', apps: 'REPORT_BUILDER', endsOn: '2027-06-30' },
  PARTNER_ACCESS_CHANGED: { partner: 'Brightside Agency', apps: 'REPORT_BUILDER', endsOn: null },
  PARTNER_ASSOCIATION_ENDED: { partner: 'Brightside Agency' },
  PARTNER_ASSOCIATION_LAPSED: { partner: 'Brightside Agency', partnerCode: 'BRIGHT', endsOn: '2027-06-30' },
};

const entry = { actor: 'dwhitfield' };
const sentence = (locale: 'en-US' | 'es-MX' | 'fr-CA', event: ActivityEvent) =>
  describeActivity(locale, { event, details: SAMPLES[event] }, entry);

describe('describeActivity', () => {
  it.each(ACTIVITY_EVENTS)('words %s in Spanish and in French, not only in English', (event) => {
    const english = sentence('en-US', event);
    expect(sentence('es-MX', event)).not.toBe(english);
    expect(sentence('fr-CA', event)).not.toBe(english);
  });

  it('names what the details name, in every language', () => {
    for (const locale of ['en-US', 'es-MX', 'fr-CA'] as const) {
      expect(sentence(locale, 'TICKET_CREATED')).toContain('INC0012345');
      expect(sentence(locale, 'COMPANY_CONTEXT_SET')).toContain('dwhitfield');
      expect(sentence(locale, 'ACCESS_REQUESTED')).toContain('REPORT_BUILDER, SHOPPER_BEHAVIOR');
      // International domain names as their owners write them.
      expect(sentence(locale, 'EMAIL_DOMAIN_ADDED')).toContain('bücher.test');
    }
  });
});
