import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../platform/jobs';
import { openSeededTestApp, type SeededTestApp } from '../../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../../platform/testing/test-databases';
import { companies } from '../../identity';
import { accessRequests } from '../../profile/profile.schema';
import { accessLapseJob } from '../access-lapse-job';
import { accessAudits } from '../access-review.schema';
import { demoAccessRequests } from './access-review-demo-data';
import { accessReviewDemoParts } from './seed-access-review';

describe.each(testDatabaseTargets)('seeding the demo’s access reviews on $name', (target) => {
  let portal: SeededTestApp;

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
  });

  afterAll(() => portal?.close());

  it('files the demo’s requests, open and decided, for the retailer and Acme Foods', async () => {
    const rows = await portal.database.db
      .select({ company: companies.name, status: accessRequests.status })
      .from(accessRequests)
      .innerJoin(companies, eq(companies.id, accessRequests.companyId));
    const count = (company: string, status: string) =>
      rows.filter((row) => row.company === company && row.status === status).length;
    const demoCount = (company: string, status: string) =>
      demoAccessRequests.filter(
        (request) => request.company === company && (request.decision?.status ?? 'OPEN') === status,
      ).length;
    expect(count('Retailer', 'OPEN')).toBeGreaterThanOrEqual(14);
    for (const company of ['Retailer', 'Acme Foods']) {
      for (const status of ['OPEN', 'APPROVED', 'REJECTED'])
        expect(count(company, status)).toBe(demoCount(company, status));
    }
    expect(count('Acme Foods', 'OPEN')).toBeGreaterThanOrEqual(3);
    // The approval given for a time lapses by itself.
    expect(await portal.database.db.$count(jobs, eq(jobs.kind, accessLapseJob.name))).toBe(1);
  });

  it('gives Acme Foods, Nopal Foods and generated suppliers an access audit due in the demo campaign, Maple Goods none', async () => {
    const due = await portal.database.db
      .select({ company: companies.name, completedAt: accessAudits.completedAt, campaignId: accessAudits.campaignId })
      .from(accessAudits)
      .innerJoin(companies, eq(companies.id, accessAudits.companyId))
      .orderBy(companies.name);
    const names = due.map(({ company }) => company);
    expect(names).toEqual(expect.arrayContaining(['Acme Foods', 'Nopal Foods']));
    expect(names).not.toContain('Maple Goods');
    expect(due.length).toBeGreaterThan(20);
    expect(due.every(({ completedAt, campaignId }) => completedAt === null && campaignId !== null)).toBe(true);
  });

  it('seeds them once', async () => {
    await portal.database.db.transaction(async (tx) => {
      for (const part of accessReviewDemoParts) expect(await part.applies(tx)).toBe(false);
    });
  });
});
