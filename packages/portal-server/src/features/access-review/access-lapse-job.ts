import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { SYSTEM_ACTOR, type AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { JobHandler, JobKind } from '../../platform/jobs';
import { users } from '../identity';
import { productAccess, products } from '../launch-list';
import { accessRequestProducts, accessRequests } from '../profile/profile.schema';
import { utcDayOf } from './calendar-days';

type AccessLapsePayload = { readonly requestId: string };
type AccessLapseResult = { readonly lapsed: number };

/**
 * Ends the access an approved request granted for a time, once its last day has passed. Enqueued with the approval,
 * to run at the start (UTC) of the day after the end date.
 */
export const accessLapseJob: JobKind<AccessLapsePayload, AccessLapseResult> = {
  name: 'access-review.lapse',
  payload: v.object({ requestId: v.pipe(v.string(), v.uuid()) }),
  result: v.object({ lapsed: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
};

/**
 * Removes the request's products from the requester's access where the access still ends on the request's end date
 * and that day has passed: an access changed since (given again without an end, or with another) is left as it is,
 * so a repeated or late run changes nothing. The portal itself is recorded as the actor.
 */
export function accessLapseHandler(clock: Clock, audit: AuditTrail): JobHandler<AccessLapsePayload, AccessLapseResult> {
  return ({ payload: { requestId }, complete }) =>
    complete(async (tx) => {
      const [request] = await tx
        .select({
          userId: accessRequests.userId,
          companyId: accessRequests.companyId,
          endDate: accessRequests.endDate,
          loginId: users.loginId,
        })
        .from(accessRequests)
        .innerJoin(users, eq(users.id, accessRequests.userId))
        .where(and(eq(accessRequests.id, requestId), eq(accessRequests.status, 'APPROVED')));
      const endDate = request?.endDate;
      if (!request || !endDate || endDate >= utcDayOf(clock())) return { lapsed: 0 };

      const requestedProducts = tx
        .select({ productId: accessRequestProducts.productId })
        .from(accessRequestProducts)
        .where(eq(accessRequestProducts.requestId, requestId));
      const removed = await tx
        .delete(productAccess)
        .where(
          and(
            eq(productAccess.userId, request.userId),
            eq(productAccess.status, 'ACCESS_COMPLETE'),
            eq(productAccess.endsOn, endDate),
            inArray(productAccess.productId, requestedProducts),
          ),
        )
        .returning({ productId: productAccess.productId });
      if (removed.length === 0) return { lapsed: 0 };

      const lapsed = await tx
        .select({ code: products.code })
        .from(products)
        .where(
          inArray(
            products.id,
            removed.map(({ productId }) => productId),
          ),
        )
        .orderBy(products.code);
      const codes = lapsed.map(({ code }) => code).join(', ');
      await audit.record(tx, SYSTEM_ACTOR, {
        event: 'ACCESS_LAPSED',
        entityId: requestId,
        details: { requester: request.loginId, products: codes, endDate },
        companyId: request.companyId,
      });
      return { lapsed: removed.length };
    });
}
