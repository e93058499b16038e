import { randomUUID } from 'node:crypto';
import { inArray, ne } from 'drizzle-orm';
import { systemClock } from '../../../platform/clock';
import type { DbTransaction } from '../../../platform/db/database';
import { hasDemoAccounts } from '../../../platform/db/seed/seed-demo-data';
import type { SeedPart } from '../../../platform/db/seed/seed-part';
import { createJobQueue } from '../../../platform/jobs';
import { companies, hashPassword, users } from '../../identity';
import { productAccess, products } from '../../launch-list';
import { accessRequestProducts, accessRequests } from '../../profile/profile.schema';
import { accessLapseJob } from '../access-lapse-job';
import { startOfDayAfter, utcDayOf } from '../calendar-days';
import { demoAccessRequests, demoRequesters, type DemoAccessRequest } from './access-review-demo-data';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The demo super admin decided the demo's decided requests. */
const DEMO_DECIDER = 'dwhitfield';

async function insertDemoRequesters(tx: DbTransaction, retailerId: string): Promise<void> {
  // They never sign in: one hash of a random password serves them all, and keeps seeding fast.
  const passwordHash = await hashPassword(randomUUID());
  await tx.insert(users).values(
    demoRequesters.map((requester) => ({
      ...requester,
      userType: 'INTERNAL' as const,
      role: 'INTERNAL_ASSOCIATE' as const,
      companyId: retailerId,
      passwordHash,
    })),
  );
}

/** What the request's products give the requester: pending while open, the access once approved, none if rejected. */
function accessOf(request: DemoAccessRequest, now: Date) {
  const { decision } = request;
  if (!decision) return { status: 'ACCESS_PENDING' as const, endsOn: null };
  if (decision.status === 'REJECTED') return undefined;
  const endsOn = decision.endsInDays === null ? null : utcDayOf(new Date(now.getTime() + decision.endsInDays * DAY_MS));
  return { status: 'ACCESS_COMPLETE' as const, endsOn };
}

async function insertDemoAccessRequests(tx: DbTransaction): Promise<void> {
  const now = systemClock();
  const companyRows = await tx.select({ id: companies.id, name: companies.name }).from(companies);
  const companyIds = new Map(companyRows.map(({ name, id }) => [name, id]));
  const retailerId = companyIds.get('Retailer');
  if (!retailerId) throw new Error('The demo companies must be seeded before their access reviews');
  await insertDemoRequesters(tx, retailerId);

  const requesterRows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...new Set(demoAccessRequests.map(({ requester }) => requester))]));
  const userIds = new Map(requesterRows.map(({ email, id }) => [email, id]));
  const productIds = new Map(
    (await tx.select({ id: products.id, code: products.code }).from(products)).map(({ code, id }) => [code, id]),
  );
  const jobs = createJobQueue(systemClock);

  for (const request of demoAccessRequests) {
    const userId = userIds.get(request.requester);
    const companyId = companyIds.get(request.company);
    const requested = request.products.flatMap((code) => productIds.get(code) ?? []);
    if (!userId || !companyId || requested.length === 0) continue;
    const { decision } = request;
    const access = accessOf(request, now);
    const id = randomUUID();
    await tx.insert(accessRequests).values({
      id,
      userId,
      companyId,
      requestorNote: request.note,
      createdAt: new Date(now.getTime() - request.hoursAgo * HOUR_MS),
      ...(decision
        ? {
            status: decision.status,
            decidedBy: DEMO_DECIDER,
            decidedAt: new Date(now.getTime() - (request.hoursAgo - 24) * HOUR_MS),
            decisionNote: decision.note,
            endDate: access?.endsOn ?? null,
          }
        : {}),
    });
    await tx.insert(accessRequestProducts).values(requested.map((productId) => ({ requestId: id, productId })));
    if (access) {
      await tx
        .insert(productAccess)
        .values(requested.map((productId) => ({ userId, productId, ...access, updatedAt: now })))
        .onConflictDoNothing();
    }
    if (access?.endsOn)
      await jobs.enqueue(tx, accessLapseJob, { requestId: id }, { runAt: startOfDayAfter(access.endsOn) });
  }
}

/**
 * The demo's access requests and decisions, with the associates who filed them: only where the demo accounts
 * are, and no decision exists yet. Run after the demo accounts and the catalogue.
 */
export const accessReviewDemoParts: readonly SeedPart[] = [
  {
    applies: async (tx) =>
      (await hasDemoAccounts(tx)) && (await tx.$count(accessRequests, ne(accessRequests.status, 'OPEN'))) === 0,
    insert: insertDemoAccessRequests,
  },
];
