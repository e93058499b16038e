import type { AccessRequestCreated } from '@partner-insights/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor, AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { RequestSite } from '../../platform/http/request-site';
import { type User } from '../identity';
import { offeredOn, productAccess, productMarkets, products } from '../launch-list';
import { accessRequestProducts, accessRequests } from './profile.schema';

export interface AccessRequestInput {
  readonly user: User;
  readonly actor: Actor;
  /** The company the request is filed for: the user's own. */
  readonly companyId: string;
  readonly site: RequestSite;
  readonly productCodes: readonly string[];
  readonly note: string;
}

export type AccessRequestResult =
  | { readonly outcome: 'created'; readonly created: AccessRequestCreated }
  /** Codes that the site's launch list does not offer. */
  | { readonly outcome: 'unknownProducts'; readonly codes: readonly string[] }
  /** Codes the user already has access to. */
  | { readonly outcome: 'alreadyGranted'; readonly codes: readonly string[] };

export interface AccessRequestService {
  /** Files the request and marks its products pending for the user, all or nothing. */
  request(input: AccessRequestInput): Promise<AccessRequestResult>;
}

export function createAccessRequestService(db: Db, clock: Clock, audit: AuditTrail): AccessRequestService {
  return {
    async request({ user, actor, companyId, site, productCodes, note }) {
      return db.transaction(async (tx) => {
        const offered = await tx
          .select({ id: products.id, code: products.code, status: productAccess.status })
          .from(productMarkets)
          .innerJoin(products, eq(products.id, productMarkets.productId))
          .leftJoin(productAccess, and(eq(productAccess.productId, products.id), eq(productAccess.userId, user.id)))
          .where(and(offeredOn(site), inArray(products.code, [...productCodes])));
        const offeredCodes = new Set(offered.map(({ code }) => code));
        const unknown = productCodes.filter((code) => !offeredCodes.has(code));
        if (unknown.length > 0) return { outcome: 'unknownProducts', codes: unknown };
        const granted = offered.filter(({ status }) => status === 'ACCESS_COMPLETE').map(({ code }) => code);
        if (granted.length > 0) return { outcome: 'alreadyGranted', codes: granted };

        const now = clock();
        const [request] = await tx
          .insert(accessRequests)
          .values({ userId: user.id, companyId, requestorNote: note, createdAt: now })
          .returning({ id: accessRequests.id });
        if (!request) throw new Error('The access request was not stored');
        await tx
          .insert(accessRequestProducts)
          .values(offered.map(({ id }) => ({ requestId: request.id, productId: id })));
        await tx
          .insert(productAccess)
          .values(
            offered.map(({ id }) => ({
              userId: user.id,
              productId: id,
              status: 'ACCESS_PENDING' as const,
              updatedAt: now,
            })),
          )
          .onConflictDoUpdate({
            target: [productAccess.userId, productAccess.productId],
            set: { status: sql`excluded.status`, updatedAt: sql`excluded.updated_at` },
          });
        await audit.record(tx, actor, {
          event: 'ACCESS_REQUESTED',
          entityId: request.id,
          details: { products: productCodes.join(',') },
          companyId,
        });
        return {
          outcome: 'created',
          created: { products: productCodes.map((code) => ({ code, accessStatus: 'ACCESS_PENDING' })) },
        };
      });
    },
  };
}
