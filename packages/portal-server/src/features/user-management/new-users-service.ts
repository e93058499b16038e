import type {
  Locale,
  NewUser,
  NewUserProblems,
  NewUsersCreated,
  NewUsersValidation,
  UserAssignmentOptions,
} from '@partner-insights/contracts';
import { inArray, or } from 'drizzle-orm';
import type { Actor, AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db, DbTransaction } from '../../platform/db/database';
import type { RequestSite } from '../../platform/http/request-site';
import { authorisedEmailOf } from '../email-domains';
import { users, type Company } from '../identity';
import { activeAssociatedProducts, productAccess, type AssociatedProduct } from '../launch-list';
import { assignableRoles } from './company-roles';
import { MARKET_LANGUAGE } from './invitation-mail';
import type { Invitations } from './invitations';
import { managedCompany } from './managed-company';
import { userRequests } from './user-management.schema';

/** Where an admin adds users from: the site (which products it offers) and the reader's language. */
export interface AddingSite {
  readonly site: RequestSite;
  readonly locale: Locale;
  /** The portal's origin invitation links point at. */
  readonly origin: string;
}

export type CreateResult =
  | { readonly outcome: 'created'; readonly created: NewUsersCreated }
  | { readonly outcome: 'invalid'; readonly validation: NewUsersValidation };

export interface NewUsersService {
  /** The roles and products an admin of the company may give, as offered on the site. */
  options(companyId: string, site: RequestSite, locale: Locale): Promise<UserAssignmentOptions>;
  /** What stands in the way of adding each user, if anything. */
  validate(companyId: string, newUsers: readonly NewUser[], site: RequestSite): Promise<NewUsersValidation>;
  /** Adds the users as invited (PENDING) and mails each an invitation, all or none. */
  create(actor: Actor, companyId: string, newUsers: readonly NewUser[], adding: AddingSite): Promise<CreateResult>;
  /** The same, in the caller's transaction, for callers that record more in it (a bulk task's row). */
  createIn(
    tx: DbTransaction,
    actor: Actor,
    companyId: string,
    newUsers: readonly NewUser[],
    adding: AddingSite,
  ): Promise<CreateResult>;
}

export interface NewUsersDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly audit: AuditTrail;
  readonly invitations: Invitations;
}

/** Addresses looked up per query: far below the bind parameter limit of both databases. */
const LOOKUP_CHUNK = 1000;

/** The users whose email or login id is one of the addresses, by that address. */
async function usersNamed(tx: Db | DbTransaction, emails: readonly string[]) {
  const found = new Map<string, { status: string }>();
  for (let at = 0; at < emails.length; at += LOOKUP_CHUNK) {
    const chunk = emails.slice(at, at + LOOKUP_CHUNK);
    const rows = await tx
      .select({ email: users.email, loginId: users.loginId, status: users.status })
      .from(users)
      .where(or(inArray(users.email, chunk), inArray(users.loginId, chunk)));
    // A user found by their email comes before one found by their login id, as the list is read in that order.
    for (const row of rows) if (!found.has(row.email)) found.set(row.email, row);
    for (const row of rows) if (!found.has(row.loginId)) found.set(row.loginId, row);
  }
  return found;
}

async function problemsOf(
  tx: Db | DbTransaction,
  company: Company,
  newUsers: readonly NewUser[],
  offered: readonly AssociatedProduct[],
): Promise<NewUsersValidation> {
  const emails = newUsers.map(({ email }) => email);
  const [authorised, existing] = await Promise.all([authorisedEmailOf(tx, company.id), usersNamed(tx, emails)]);
  const roles = assignableRoles(company.tenantType);
  const offeredCodes = new Set(offered.map(({ code }) => code));
  const firstRow = new Map<string, number>();
  emails.forEach((email, index) => {
    if (!firstRow.has(email)) firstRow.set(email, index);
  });
  const problems = newUsers.map(({ email, role, products }, index): NewUserProblems => {
    const found = existing.get(email);
    const emailProblem = found
      ? found.status === 'PENDING'
        ? 'alreadyInvited'
        : 'alreadyUser'
      : !authorised(email)
        ? 'notAuthorisedDomain'
        : (firstRow.get(email) ?? index) < index
          ? 'repeatedInList'
          : undefined;
    return {
      ...(emailProblem ? { email: emailProblem } : {}),
      ...(roles.includes(role) ? {} : { role: 'roleNotAllowed' }),
      ...(products.every((code) => offeredCodes.has(code)) ? {} : { products: 'unknownProduct' }),
    };
  });
  return { valid: problems.every((problem) => Object.keys(problem).length === 0), users: problems };
}

export function createNewUsersService({ db, clock, audit, invitations }: NewUsersDependencies): NewUsersService {
  const service: NewUsersService = {
    async options(companyId, site, locale) {
      const company = await managedCompany(db, companyId);
      const offered = await activeAssociatedProducts(db, companyId, site, locale);
      return {
        roles: [...assignableRoles(company.tenantType)],
        products: offered.map(({ code, title }) => ({ code, title })),
      };
    },

    async validate(companyId, newUsers, site) {
      const company = await managedCompany(db, companyId);
      return problemsOf(db, company, newUsers, await activeAssociatedProducts(db, companyId, site, 'en-US'));
    },

    create(actor, companyId, newUsers, adding) {
      return db.transaction((tx) => service.createIn(tx, actor, companyId, newUsers, adding));
    },

    async createIn(tx, actor, companyId, newUsers, { site, origin }): Promise<CreateResult> {
      const company = await managedCompany(tx, companyId);
      const offered = await activeAssociatedProducts(tx, companyId, site, 'en-US');
      const validation = await problemsOf(tx, company, newUsers, offered);
      if (!validation.valid) return { outcome: 'invalid', validation };

      // Every statement covers all the users at once: a bulk task adds hundreds per transaction.
      const now = clock();
      const productIds = new Map(offered.map(({ code, id }) => [code, id]));
      const stored = await tx
        .insert(users)
        .values(
          newUsers.map((newUser) => ({
            email: newUser.email,
            // External users sign in with their address.
            loginId: newUser.email,
            firstName: newUser.firstName,
            lastName: newUser.lastName,
            userType: 'EXTERNAL' as const,
            role: newUser.role,
            companyId,
            thirdPartyUser: company.companyType === 'THIRD_PARTY_AGENCY',
            languageCode: MARKET_LANGUAGE[site.market],
            status: 'PENDING' as const,
            createdBy: actor.loginId,
            createdAt: now,
          })),
        )
        .returning({ id: users.id, loginId: users.loginId });
      const userIds = new Map(stored.map(({ id, loginId }) => [loginId, id]));
      const idOf = (newUser: NewUser) => {
        const id = userIds.get(newUser.email);
        if (!id) throw new Error('The invited user was not stored');
        return id;
      };
      const requests = await tx
        .insert(userRequests)
        .values(
          newUsers.map((newUser) => ({
            type: 'CREATE_USER' as const,
            stage: 'INVITATION_SENT' as const,
            userId: idOf(newUser),
            companyId,
            createdBy: actor.loginId,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: userRequests.id, userId: userRequests.userId });
      const requestIds = new Map(requests.map(({ id, userId }) => [userId, id]));
      const requestOf = (newUser: NewUser) => {
        const id = requestIds.get(idOf(newUser));
        if (!id) throw new Error('The invitation request was not stored');
        return id;
      };
      const access = newUsers.flatMap((newUser) =>
        newUser.products.map((code) => ({
          userId: idOf(newUser),
          productId: productIds.get(code) ?? '',
          status: 'ACCESS_PENDING' as const,
          updatedAt: now,
        })),
      );
      if (access.length > 0) await tx.insert(productAccess).values(access);
      await invitations.sendMany(
        tx,
        newUsers.map((newUser) => ({
          requestId: requestOf(newUser),
          email: newUser.email,
          firstName: newUser.firstName,
          companyName: company.name,
          market: site.market,
          origin,
        })),
      );
      await audit.recordMany(
        tx,
        actor,
        newUsers.map((newUser) => ({
          event: 'USER_INVITED' as const,
          entityId: newUser.email,
          details: { role: newUser.role, products: newUser.products.join(','), taskId: requestOf(newUser) },
          companyId,
        })),
      );
      const created = newUsers.map((newUser) => ({ loginId: newUser.email, taskId: requestOf(newUser) }));
      return { outcome: 'created', created: { users: created } };
    },
  };
  return service;
}
