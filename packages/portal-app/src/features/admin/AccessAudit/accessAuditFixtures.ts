import type { AccessAuditState } from '@partner-insights/contracts';
import type { Fixtures } from '../../../testing/fixtureTransport';

export const ACCESS_AUDIT_ROUTE = 'GET /api/companies/acme-foods/access-audit';
export const COMPLETE_ACCESS_AUDIT_ROUTE = 'PUT /api/companies/acme-foods/access-audit';

export const dueAudit: AccessAuditState = {
  audit: { dueDate: '2026-03-31', completedAt: null, completedBy: null, blockedAt: null },
};
export const completedAudit: AccessAuditState = {
  audit: {
    dueDate: '2026-03-31',
    completedAt: '2026-03-02T09:00:00.000Z',
    completedBy: 'admin@acme-foods.test',
    blockedAt: null,
  },
};
export const noAudit: AccessAuditState = { audit: null };

/** Acme Foods with its audit due by 31 March 2026, which completing records. */
export const auditDueFixtures: Fixtures = {
  [ACCESS_AUDIT_ROUTE]: { body: dueAudit },
  [COMPLETE_ACCESS_AUDIT_ROUTE]: { body: completedAudit },
};
