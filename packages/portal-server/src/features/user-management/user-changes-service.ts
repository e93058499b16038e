import type { AccessStatus, UserAccessGrant, UserAccessSet, UserStatus, UsersBlock } from '@partner-insights/contracts';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Actor, AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db, DbTransaction } from '../../platform/db/database';
import type { RequestSite } from '../../platform/http/request-site';
import { endSessionsOf, users, type User } from '../identity';
import { activeAssociatedProducts, productAccess } from '../launch-list';
import { assignableRoles } from './company-roles';
import { managedCompany } from './managed-company';

export type ChangeResult =
  | { readonly outcome: 'changed'; readonly changed: number }
  /** Login ids that are no user of the company's own. */
  | { readonly outcome: 'notFound'; readonly loginIds: readonly string[] }
  /** The caller chose their own account for a change no one makes to themselves. */
  | { readonly outcome: 'self' }
  /** Users whose status does not allow the change. */
  | { readonly outcome: 'wrongStatus'; readonly loginIds: readonly string[] }
  | { readonly outcome: 'roleNotAllowed' }
  | { readonly outcome: 'unknownProducts'; readonly codes: readonly string[] };

export interface UserChangesService {
  setAccess(actor: Actor, companyId: string, change: UserAccessSet, site: RequestSite): Promise<ChangeResult>;
  /** The same, in the caller's transaction, for callers that record more in it (a bulk task's row). */
  setAccessIn(
    tx: DbTransaction,
    actor: Actor,
    companyId: string,
    change: UserAccessSet,
    site: RequestSite,
  ): Promise<ChangeResult>;
  grantAccess(actor: Actor, companyId: string, grant: UserAccessGrant, site: RequestSite): Promise<ChangeResult>;
  remove(actor: Actor, companyId: string, loginIds: readonly string[]): Promise<ChangeResult>;
  block(actor: Actor, companyId: string, block: UsersBlock): Promise<ChangeResult>;
  unblock(actor: Actor, companyId: string, loginIds: readonly string[]): Promise<ChangeResult>;
}

/** Access the user holds from now: launchable once active, waiting for registration while invited. */
const accessStatusFor = (user: User): AccessStatus =>
  user.status === 'PENDING' ? 'ACCESS_PENDING' : 'ACCESS_COMPLETE';

type Selected = { readonly outcome: 'selected'; readonly users: readonly User[] };

/** The company's own users with these login ids, locked for the change, or why the change cannot apply. */
async function selectUsers(
  tx: DbTransaction,
  actor: Actor,
  companyId: string,
  loginIds: readonly string[],
  { allowSelf, status }: { readonly allowSelf: boolean; readonly status?: UserStatus },
): Promise<Selected | ChangeResult> {
  const found = await tx
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.loginId, [...loginIds])))
    .for('update');
  const missing = loginIds.filter((loginId) => !found.some((user) => user.loginId === loginId));
  if (missing.length > 0) return { outcome: 'notFound', loginIds: missing };
  if (!allowSelf && found.some(({ id }) => id === actor.userId)) return { outcome: 'self' };
  const wrongStatus = status ? found.filter((user) => user.status !== status) : [];
  if (wrongStatus.length > 0) return { outcome: 'wrongStatus', loginIds: wrongStatus.map(({ loginId }) => loginId) };
  return { outcome: 'selected', users: found };
}

export function createUserChangesService(db: Db, clock: Clock, audit: AuditTrail): UserChangesService {
  /** The product ids of the codes, if the company may give them all on the site. */
  async function offeredIds(tx: DbTransaction, companyId: string, codes: readonly string[], site: RequestSite) {
    const offered = await activeAssociatedProducts(tx, companyId, site, 'en-US');
    const unknown = codes.filter((code) => !offered.some((product) => product.code === code));
    if (unknown.length > 0) return { outcome: 'unknownProducts', codes: unknown } as const;
    return { outcome: 'offered', ids: offered.filter(({ code }) => codes.includes(code)).map(({ id }) => id) } as const;
  }

  async function grant(tx: DbTransaction, user: User, productIds: readonly string[]) {
    if (productIds.length === 0) return;
    const now = clock();
    await tx
      .insert(productAccess)
      .values(
        productIds.map((productId) => ({ userId: user.id, productId, status: accessStatusFor(user), updatedAt: now })),
      )
      .onConflictDoNothing();
  }

  const accessChanged = (tx: DbTransaction, actor: Actor, companyId: string, user: User, products: readonly string[]) =>
    audit.record(tx, actor, {
      event: 'USER_ACCESS_CHANGED',
      entityId: user.loginId,
      details: { role: user.role, products: products.join(',') },
      companyId,
    });

  const service: UserChangesService = {
    setAccess(actor, companyId, change, site) {
      return db.transaction((tx) => service.setAccessIn(tx, actor, companyId, change, site));
    },

    async setAccessIn(tx, actor, companyId, { loginId, role, products }, site): Promise<ChangeResult> {
      const selected = await selectUsers(tx, actor, companyId, [loginId], { allowSelf: true });
      if (selected.outcome !== 'selected') return selected;
      const company = await managedCompany(tx, companyId);
      if (!assignableRoles(company.tenantType).includes(role)) return { outcome: 'roleNotAllowed' };
      const offered = await offeredIds(tx, companyId, products, site);
      if (offered.outcome !== 'offered') return offered;
      const [user] = selected.users;
      if (!user) return { outcome: 'notFound', loginIds: [loginId] };

      await tx.update(users).set({ role }).where(eq(users.id, user.id));
      await tx
        .delete(productAccess)
        .where(
          and(
            eq(productAccess.userId, user.id),
            offered.ids.length > 0 ? notInArray(productAccess.productId, offered.ids) : undefined,
          ),
        );
      await grant(tx, user, offered.ids);
      await accessChanged(tx, actor, companyId, { ...user, role }, products);
      return { outcome: 'changed', changed: 1 };
    },

    grantAccess(actor, companyId, { loginIds, products }, site) {
      return db.transaction(async (tx): Promise<ChangeResult> => {
        const selected = await selectUsers(tx, actor, companyId, loginIds, { allowSelf: true });
        if (selected.outcome !== 'selected') return selected;
        const offered = await offeredIds(tx, companyId, products, site);
        if (offered.outcome !== 'offered') return offered;
        for (const user of selected.users) {
          await grant(tx, user, offered.ids);
          await accessChanged(tx, actor, companyId, user, products);
        }
        return { outcome: 'changed', changed: selected.users.length };
      });
    },

    remove(actor, companyId, loginIds) {
      return db.transaction(async (tx): Promise<ChangeResult> => {
        const selected = await selectUsers(tx, actor, companyId, loginIds, { allowSelf: false });
        if (selected.outcome !== 'selected') return selected;
        const ids = selected.users.map(({ id }) => id);
        const sessionsEnded = await endSessionsOf(tx, ids);
        // Their access, requests and invitations go with them.
        await tx.delete(users).where(inArray(users.id, ids));
        for (const user of selected.users) {
          await audit.record(tx, actor, {
            event: 'USER_DELETED',
            entityId: user.loginId,
            details: { status: user.status, sessionsEnded },
            companyId,
          });
        }
        return { outcome: 'changed', changed: ids.length };
      });
    },

    block(actor, companyId, { loginIds, reason }) {
      return db.transaction(async (tx): Promise<ChangeResult> => {
        const selected = await selectUsers(tx, actor, companyId, loginIds, { allowSelf: false, status: 'ACTIVE' });
        if (selected.outcome !== 'selected') return selected;
        const ids = selected.users.map(({ id }) => id);
        await tx
          .update(users)
          .set({ status: 'BLOCKED', blockedReason: reason, blockedBy: actor.loginId, blockedAt: clock() })
          .where(inArray(users.id, ids));
        await endSessionsOf(tx, ids);
        for (const user of selected.users) {
          await audit.record(tx, actor, {
            event: 'USER_BLOCKED',
            entityId: user.loginId,
            details: { reason },
            companyId,
          });
        }
        return { outcome: 'changed', changed: ids.length };
      });
    },

    unblock(actor, companyId, loginIds) {
      return db.transaction(async (tx): Promise<ChangeResult> => {
        const selected = await selectUsers(tx, actor, companyId, loginIds, { allowSelf: false, status: 'BLOCKED' });
        if (selected.outcome !== 'selected') return selected;
        await tx
          .update(users)
          .set({ status: 'ACTIVE', blockedReason: null, blockedBy: null, blockedAt: null })
          .where(
            inArray(
              users.id,
              selected.users.map(({ id }) => id),
            ),
          );
        for (const user of selected.users) {
          await audit.record(tx, actor, {
            event: 'USER_UNBLOCKED',
            entityId: user.loginId,
            details: {},
            companyId,
          });
        }
        return { outcome: 'changed', changed: selected.users.length };
      });
    },
  };
  return service;
}
