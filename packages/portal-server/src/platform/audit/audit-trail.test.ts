import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededTestApp, type SeededTestApp } from '../testing/seeded-test-app';
import { testDatabaseTargets } from '../testing/test-databases';
import { activityLog } from './activity-log.schema';
import { createAuditTrail, type Actor } from './audit-trail';

const actor: Actor = {
  userId: '00000000-0000-4000-8000-000000000001',
  loginId: 'someone',
  companyId: '00000000-0000-4000-8000-0000000000c1',
  actingSuperAdmin: { userId: '00000000-0000-4000-8000-000000000002', loginId: 'the-super-admin' },
  address: '198.51.100.7',
};

describe.each(testDatabaseTargets)('the audit trail on $name', (target) => {
  let portal: SeededTestApp;
  beforeAll(async () => {
    portal = await openSeededTestApp(target);
  });
  afterAll(() => portal?.close());

  const entriesFor = (entityId: string) =>
    portal.database.db.select().from(activityLog).where(eq(activityLog.entityId, entityId));

  it('keeps the entry of a change that commits, with who, for whom, from where and when', async () => {
    const audit = createAuditTrail(portal.now);
    await portal.database.db.transaction((tx) =>
      audit.record(tx, actor, {
        event: 'PREFERENCES_UPDATED',
        entityId: 'committed',
        details: { language: 'es-MX', timezone: 'America/Mexico_City' },
      }),
    );
    const [entry, ...others] = await entriesFor('committed');
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      actor: 'someone',
      actingSuperAdmin: 'the-super-admin',
      companyId: actor.companyId,
      event: 'PREFERENCES_UPDATED',
      // In English, the log's own language, whoever made the change.
      eventDescription: 'Set the language to es-MX and the time zone to America/Mexico_City',
      details: { language: 'es-MX', timezone: 'America/Mexico_City' },
      sourceApp: 'Partner Insights',
      address: '198.51.100.7',
      createdAt: portal.now(),
    });
  });

  it('leaves no entry of a change whose transaction rolls back', async () => {
    const audit = createAuditTrail(portal.now);
    await expect(
      portal.database.db.transaction(async (tx) => {
        await audit.record(tx, actor, { event: 'PROFILE_UPDATED', entityId: 'rolled-back', details: {} });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await entriesFor('rolled-back')).toEqual([]);
  });

  it('files an entry under the company it names, or under none', async () => {
    const audit = createAuditTrail(portal.now);
    await portal.database.db.transaction((tx) =>
      audit.record(tx, actor, {
        event: 'SIGN_IN',
        entityId: 'no-company',
        details: { method: 'password' },
        companyId: null,
      }),
    );
    expect((await entriesFor('no-company'))[0]?.companyId).toBeNull();
  });
});
