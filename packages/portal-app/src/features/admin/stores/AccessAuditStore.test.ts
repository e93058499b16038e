import { errorEnvelope } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../api/ApiClient';
import { createFixtureTransport, type Fixtures } from '../../../testing/fixtureTransport';
import {
  ACCESS_AUDIT_ROUTE,
  auditDueFixtures,
  completedAudit,
  COMPLETE_ACCESS_AUDIT_ROUTE,
  noAudit,
} from '../AccessAudit/accessAuditFixtures';
import { AccessAuditStore } from './AccessAuditStore';

function setUp(fixtures: Fixtures) {
  const transport = createFixtureTransport(fixtures);
  return { store: new AccessAuditStore(new ApiClient({ fetch: transport.fetch })), transport };
}

describe('AccessAuditStore', () => {
  it('knows nothing is due until the audit state has arrived', () => {
    const { store } = setUp(auditDueFixtures);

    expect(store.dueDate).toBeNull();
  });

  it('reports the due date of an audit not completed yet', async () => {
    const { store, transport } = setUp(auditDueFixtures);

    await store.load('acme-foods');

    expect(transport.requests[0]?.url).toBe('/api/companies/acme-foods/access-audit');
    expect(store.dueDate).toBe('2026-03-31');
  });

  it.each([
    ['no audit is set', noAudit],
    ['the audit is completed', completedAudit],
  ])('has nothing due when %s', async (_, state) => {
    const { store } = setUp({ [ACCESS_AUDIT_ROUTE]: { body: state } });

    await store.load('acme-foods');

    expect(store.dueDate).toBeNull();
  });

  it('sends the three confirmations and is no longer due once the server recorded them', async () => {
    const { store, transport } = setUp(auditDueFixtures);
    await store.load('acme-foods');

    expect(await store.complete()).toBe(true);

    expect(transport.requests.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/companies/acme-foods/access-audit',
      body: { reviewedUsers: true, madeChanges: true, acknowledged: true },
    });
    expect(store.dueDate).toBeNull();
  });

  it('stays due and reports a failed completion', async () => {
    const { store } = setUp({
      ...auditDueFixtures,
      [COMPLETE_ACCESS_AUDIT_ROUTE]: { status: 500, body: errorEnvelope(500, 'Something went wrong') },
    });
    await store.load('acme-foods');

    expect(await store.complete()).toBe(false);

    expect(store.completionFailed).toBe(true);
    expect(store.dueDate).toBe('2026-03-31');
  });

  it('forgets a completion when it loads another company', async () => {
    const { store } = setUp({
      ...auditDueFixtures,
      'GET /api/companies/nopal-foods/access-audit': {
        body: { audit: { ...completedAudit.audit, completedAt: null } },
      },
    });
    await store.load('acme-foods');
    await store.complete();

    await store.load('nopal-foods');

    expect(store.dueDate).toBe('2026-03-31');
  });

  it('sends nothing before an audit was loaded', async () => {
    const { store, transport } = setUp(auditDueFixtures);

    expect(await store.complete()).toBe(false);
    expect(transport.requests).toEqual([]);
  });
});
