import type { AccessApproval, AccessApprovalsResult } from '@partner-insights/contracts';
import { and, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { Actor, AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { DbTransaction, Db } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs';
import type { Outbox } from '../../platform/mail';
import { users } from '../identity';
import { productAccess, products } from '../launch-list';
import { productTexts } from '../launch-list/launch-list.schema';
import { accessRequestProducts, accessRequests } from '../profile/profile.schema';
import { accessApprovedMail, accessRejectedMail } from './access-decision-mail';
import { accessLapseJob } from './access-lapse-job';
import { startOfDayAfter, utcDayOf } from './calendar-days';

export interface AccessDecisionsInput {
  /** The company whose requests are decided: the one the route's policy let the actor act on. */
  readonly companyId: string;
  readonly actor: Actor;
  readonly approvals: readonly AccessApproval[];
  /** The portal's origin for the links in the requesters' mail; undefined: the mail goes without them. */
  readonly origin: string | undefined;
}

export type AccessDecisionsOutcome =
  | { readonly outcome: 'decided'; readonly result: AccessApprovalsResult }
  /** Ids that name no request of the company. */
  | { readonly outcome: 'unknownRequests'; readonly ids: readonly string[] }
  /** Ids of requests decided already. */
  | { readonly outcome: 'alreadyDecided'; readonly ids: readonly string[] }
  /** Ids whose end date has passed. */
  | { readonly outcome: 'pastEndDate'; readonly ids: readonly string[] };

export interface AccessDecisionService {
  /** Decides every request of the batch, or, when any cannot be, none. */
  decide(input: AccessDecisionsInput): Promise<AccessDecisionsOutcome>;
}

/** A request being decided, locked, with what its mail and audit entry tell. */
interface LockedRequest {
  readonly id: string;
  readonly status: string;
  readonly userId: string;
  readonly loginId: string;
  readonly email: string;
  readonly firstName: string;
  readonly languageCode: (typeof users.$inferSelect)['languageCode'];
  readonly products: readonly { readonly id: string; readonly code: string; readonly title: string }[];
}

export interface AccessDecisionDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly audit: AuditTrail;
  readonly outbox: Outbox;
  readonly jobs: JobQueue;
}

export function createAccessDecisionService({
  db,
  clock,
  audit,
  outbox,
  jobs,
}: AccessDecisionDependencies): AccessDecisionService {
  /** Locks the company's requests among `ids` against a concurrent decision, with their requesters and products. */
  async function lockRequests(tx: DbTransaction, companyId: string, ids: readonly string[]): Promise<LockedRequest[]> {
    const requests = await tx
      .select({
        id: accessRequests.id,
        status: accessRequests.status,
        userId: users.id,
        loginId: users.loginId,
        email: users.email,
        firstName: users.firstName,
        languageCode: users.languageCode,
      })
      .from(accessRequests)
      .innerJoin(users, eq(users.id, accessRequests.userId))
      .where(and(eq(accessRequests.companyId, companyId), inArray(accessRequests.id, [...ids])))
      .for('update', { of: accessRequests });
    // Titles in each requester's own language, for their mail.
    const requested = await tx
      .select({
        requestId: accessRequestProducts.requestId,
        id: products.id,
        code: products.code,
        title: sql<string>`coalesce(${productTexts.title}, ${products.code})`,
      })
      .from(accessRequestProducts)
      .innerJoin(accessRequests, eq(accessRequests.id, accessRequestProducts.requestId))
      .innerJoin(users, eq(users.id, accessRequests.userId))
      .innerJoin(products, eq(products.id, accessRequestProducts.productId))
      .leftJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.locale, users.languageCode)))
      .where(
        inArray(
          accessRequestProducts.requestId,
          requests.map(({ id }) => id),
        ),
      )
      .orderBy(products.code);
    return requests.map((request) => ({
      ...request,
      products: requested.filter(({ requestId }) => requestId === request.id),
    }));
  }

  /** Gives the requester the products, until the end date if there is one, and plans the lapse after it. */
  async function grant(tx: DbTransaction, request: LockedRequest, endDate: string | null) {
    const now = clock();
    await tx
      .insert(productAccess)
      .values(
        request.products.map(({ id }) => ({
          userId: request.userId,
          productId: id,
          status: 'ACCESS_COMPLETE' as const,
          updatedAt: now,
          endsOn: endDate,
        })),
      )
      .onConflictDoUpdate({
        target: [productAccess.userId, productAccess.productId],
        set: { status: sql`excluded.status`, updatedAt: sql`excluded.updated_at`, endsOn: sql`excluded.ends_on` },
      });
    if (endDate) await jobs.enqueue(tx, accessLapseJob, { requestId: request.id }, { runAt: startOfDayAfter(endDate) });
  }

  /**
   * Takes back the products' pending marks, unless another open request of the requester still asks for the product;
   * an access already given is never taken.
   */
  async function refuse(tx: DbTransaction, request: LockedRequest) {
    const otherOpenRequest = tx
      .select({ one: sql`1` })
      .from(accessRequestProducts)
      .innerJoin(accessRequests, eq(accessRequests.id, accessRequestProducts.requestId))
      .where(
        and(
          eq(accessRequestProducts.productId, productAccess.productId),
          eq(accessRequests.userId, request.userId),
          eq(accessRequests.status, 'OPEN'),
          ne(accessRequests.id, request.id),
        ),
      );
    await tx.delete(productAccess).where(
      and(
        eq(productAccess.userId, request.userId),
        eq(productAccess.status, 'ACCESS_PENDING'),
        inArray(
          productAccess.productId,
          request.products.map(({ id }) => id),
        ),
        notExists(otherOpenRequest),
      ),
    );
  }

  async function decideOne(
    tx: DbTransaction,
    { companyId, actor, origin }: AccessDecisionsInput,
    request: LockedRequest,
    { decision, endDate: askedEndDate, note }: AccessApproval,
  ) {
    const approved = decision === 'APPROVED';
    // An end date belongs to an approval; one sent with a rejection means nothing.
    const endDate = approved ? askedEndDate : null;
    await tx
      .update(accessRequests)
      .set({ status: decision, decidedBy: actor.loginId, decidedAt: clock(), decisionNote: note, endDate })
      .where(eq(accessRequests.id, request.id));
    if (approved) await grant(tx, request, endDate);
    else await refuse(tx, request);

    const codes = request.products.map(({ code }) => code).join(', ');
    await audit.record(tx, actor, {
      event: approved ? 'ACCESS_REQUEST_APPROVED' : 'ACCESS_REQUEST_REJECTED',
      entityId: request.id,
      details: { requester: request.loginId, products: codes, endDate, note },
      companyId,
    });
    await outbox.enqueue(tx, {
      to: { address: request.email, locale: request.languageCode },
      template: approved ? accessApprovedMail : accessRejectedMail,
      params: {
        firstName: request.firstName,
        products: request.products.map(({ title }) => title),
        endDate,
        note,
        linkUrl: origin ? new URL(approved ? '/apps' : '/support', origin).href : null,
      },
    });
  }

  return {
    async decide(input) {
      const today = utcDayOf(clock());
      const past = input.approvals.filter(
        ({ decision, endDate }) => decision === 'APPROVED' && endDate !== null && endDate < today,
      );
      if (past.length > 0) return { outcome: 'pastEndDate', ids: past.map(({ requestId }) => requestId) };

      return db.transaction(async (tx) => {
        const ids = input.approvals.map(({ requestId }) => requestId);
        const locked = new Map((await lockRequests(tx, input.companyId, ids)).map((request) => [request.id, request]));
        const unknown = ids.filter((id) => !locked.has(id));
        if (unknown.length > 0) return { outcome: 'unknownRequests', ids: unknown };
        const decided = ids.filter((id) => locked.get(id)?.status !== 'OPEN');
        if (decided.length > 0) return { outcome: 'alreadyDecided', ids: decided };

        for (const approval of input.approvals) {
          const request = locked.get(approval.requestId);
          if (request) await decideOne(tx, input, request, approval);
        }
        const approved = input.approvals.filter(({ decision }) => decision === 'APPROVED').length;
        return { outcome: 'decided', result: { approved, rejected: input.approvals.length - approved } };
      });
    },
  };
}
