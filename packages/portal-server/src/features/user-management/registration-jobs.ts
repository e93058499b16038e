import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import type { AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { DbTransaction } from '../../platform/db/database';
import { createJobQueue, type JobHandler, type JobHandlers, type JobKind, type JobQueue } from '../../platform/jobs';
import { actorOf, users } from '../identity';
import { productAccess, stillAssociated } from '../launch-list';
import { userRequests } from './user-management.schema';

const RequestPayloadSchema = v.object({ requestId: v.pipe(v.string(), v.uuid()) });
type RequestPayload = v.InferOutput<typeof RequestPayloadSchema>;
const StageResultSchema = v.object({ stage: v.nullable(v.string()) });
type StageResult = v.InferOutput<typeof StageResultSchema>;

/** After registration: grants the invited user's products (stage GRANTING_ACCESS, then COMPLETING). */
export const grantRegisteredAccessJob: JobKind<RequestPayload, StageResult> = {
  name: 'user-management.grant-registered-access',
  payload: RequestPayloadSchema,
  result: StageResultSchema,
};

/** Last: makes the user ACTIVE and closes the request, so they can sign in. */
export const activateRegisteredUserJob: JobKind<RequestPayload, StageResult> = {
  name: 'user-management.activate-registered-user',
  payload: RequestPayloadSchema,
  result: StageResultSchema,
};

/** The open request, locked for the step; undefined once it was completed (a step that runs again does nothing). */
async function openRequest(tx: DbTransaction, requestId: string) {
  const [found] = await tx
    .select({ request: userRequests, user: users })
    .from(userRequests)
    .innerJoin(users, eq(users.id, userRequests.userId))
    .where(and(eq(userRequests.id, requestId), isNull(userRequests.completedAt)))
    .for('update');
  return found;
}

/**
 * Grants the products chosen at the invitation. When a chosen product's association with the company is no
 * longer ACTIVE, nothing is granted and the request waits at WAITING_FOR_ACCESS: the admin chose a product the
 * company no longer has, and the user is not activated with less than was promised. Running this job again for the
 * request, once the association is active again, resumes it.
 */
export function grantRegisteredAccessHandler(clock: Clock, jobs: JobQueue): JobHandler<RequestPayload, StageResult> {
  return ({ payload: { requestId }, complete }) =>
    complete(async (tx) => {
      const found = await openRequest(tx, requestId);
      if (!found) return { stage: null };
      const { request, user } = found;
      const pending = await tx
        .select({ productId: productAccess.productId })
        .from(productAccess)
        .where(and(eq(productAccess.userId, user.id), eq(productAccess.status, 'ACCESS_PENDING')));
      const associated = await stillAssociated(
        tx,
        request.companyId,
        pending.map(({ productId }) => productId),
      );
      const now = clock();
      if (associated.size < pending.length) {
        await tx
          .update(userRequests)
          .set({ stage: 'WAITING_FOR_ACCESS', updatedAt: now })
          .where(eq(userRequests.id, requestId));
        return { stage: 'WAITING_FOR_ACCESS' };
      }
      await tx
        .update(productAccess)
        .set({ status: 'ACCESS_COMPLETE', updatedAt: now })
        .where(and(eq(productAccess.userId, user.id), eq(productAccess.status, 'ACCESS_PENDING')));
      await tx.update(userRequests).set({ stage: 'COMPLETING', updatedAt: now }).where(eq(userRequests.id, requestId));
      await jobs.enqueue(tx, activateRegisteredUserJob, { requestId });
      return { stage: 'COMPLETING' };
    });
}

export function activateRegisteredUserHandler(
  clock: Clock,
  audit: AuditTrail,
): JobHandler<RequestPayload, StageResult> {
  return ({ payload: { requestId }, complete }) =>
    complete(async (tx) => {
      const found = await openRequest(tx, requestId);
      if (!found || found.request.stage !== 'COMPLETING') return { stage: found?.request.stage ?? null };
      const { request, user } = found;
      const now = clock();
      await tx.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, user.id));
      await tx.update(userRequests).set({ completedAt: now, updatedAt: now }).where(eq(userRequests.id, requestId));
      // No request is behind it: recorded as the user's own, for the company that invited them.
      await audit.record(tx, actorOf(user, null), {
        event: 'USER_ACTIVATED',
        entityId: user.loginId,
        details: { taskId: request.id },
        companyId: request.companyId,
      });
      return { stage: request.stage };
    });
}

/** Adds both steps' handlers to the server's job handlers. */
export const withRegistrationJobs = (handlers: JobHandlers, clock: Clock, audit: AuditTrail): JobHandlers =>
  handlers
    .register(grantRegisteredAccessJob, grantRegisteredAccessHandler(clock, createJobQueue(clock)))
    .register(activateRegisteredUserJob, activateRegisteredUserHandler(clock, audit));
