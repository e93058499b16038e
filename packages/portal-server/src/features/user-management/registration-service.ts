import type { CompleteRegistration, Invitation, Market, PasswordProblem } from '@partner-insights/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Actor, AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs';
import { actorOf, companies, hashPassword, hashSessionToken, users } from '../identity';
import { isBasicTenant } from './company-roles';
import type { Invitations } from './invitations';
import { passwordProblem } from './password-rules';
import { grantRegisteredAccessJob } from './registration-jobs';
import { invitations, userRequests } from './user-management.schema';

export type ResendResult = 'sent' | 'notFound' | 'notAtInvitation';

export type RegistrationResult =
  | { readonly outcome: 'registered' }
  /** Unknown, replaced, used or expired token, or one of another company. */
  | { readonly outcome: 'invalid' }
  /** The basic call for a charter tenant's invitation, or the other way round. */
  | { readonly outcome: 'wrongRegistration'; readonly basic: boolean }
  | { readonly outcome: 'weakPassword'; readonly problem: PasswordProblem };

export interface RegistrationService {
  /** The live invitation of the token, if there is one. */
  invitation(token: string): Promise<Invitation | undefined>;
  /** Replaces the invitation of an open CREATE_USER request at INVITATION_SENT, and mails the new link. */
  resend(
    actor: Actor,
    companyId: string,
    taskId: string,
    where: { market: Market; origin: string },
  ): Promise<ResendResult>;
  /** Completes the invited person's account, then lets the jobs grant access and activate it. */
  complete(
    companyId: string,
    registration: CompleteRegistration,
    options: { readonly basic: boolean; readonly address: string },
  ): Promise<RegistrationResult>;
}

export interface RegistrationDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly audit: AuditTrail;
  readonly invitations: Invitations;
  readonly jobs: JobQueue;
}

export function createRegistrationService({
  db,
  clock,
  audit,
  invitations: links,
  jobs,
}: RegistrationDependencies): RegistrationService {
  /** The live invitation of a token: not expired, its request still waiting for registration. */
  const liveInvitation = (token: string) =>
    db
      .select({ invitation: invitations, request: userRequests, user: users, company: companies })
      .from(invitations)
      .innerJoin(userRequests, eq(userRequests.id, invitations.requestId))
      .innerJoin(users, eq(users.id, userRequests.userId))
      .innerJoin(companies, eq(companies.id, userRequests.companyId))
      .where(
        and(
          eq(invitations.tokenHash, hashSessionToken(token)),
          gt(invitations.expiresAt, clock()),
          isNull(userRequests.completedAt),
          eq(userRequests.stage, 'INVITATION_SENT'),
          eq(users.status, 'PENDING'),
        ),
      )
      .then(([found]) => found);

  return {
    async invitation(token) {
      const found = await liveInvitation(token);
      if (!found) return undefined;
      const { invitation, user, company } = found;
      return {
        companyId: company.id,
        companyName: company.name,
        companyType: company.companyType,
        basic: isBasicTenant(company.tenantType),
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },

    async resend(actor, companyId, taskId, { market, origin }) {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ request: userRequests, user: users, company: companies })
          .from(userRequests)
          .innerJoin(users, eq(users.id, userRequests.userId))
          .innerJoin(companies, eq(companies.id, userRequests.companyId))
          .where(
            and(
              eq(userRequests.id, taskId),
              eq(userRequests.companyId, companyId),
              eq(userRequests.type, 'CREATE_USER'),
              isNull(userRequests.completedAt),
            ),
          )
          .for('update', { of: userRequests });
        if (!found) return 'notFound';
        const { request, user, company } = found;
        if (request.stage !== 'INVITATION_SENT') return 'notAtInvitation';
        await links.send(tx, {
          requestId: request.id,
          email: user.email,
          firstName: user.firstName,
          companyName: company.name,
          market,
          origin,
        });
        await tx.update(userRequests).set({ updatedAt: clock() }).where(eq(userRequests.id, request.id));
        await audit.record(tx, actor, {
          event: 'INVITATION_RESENT',
          entityId: user.loginId,
          details: { taskId: request.id },
          companyId,
        });
        return 'sent';
      });
    },

    async complete(companyId, registration, { basic, address }) {
      const found = await liveInvitation(registration.token);
      if (!found || found.company.id !== companyId) return { outcome: 'invalid' };
      const { user, request, company } = found;
      const basicTenant = isBasicTenant(company.tenantType);
      if (basicTenant !== basic) return { outcome: 'wrongRegistration', basic: basicTenant };
      const problem = passwordProblem(registration.password, {
        firstName: registration.firstName,
        lastName: registration.lastName,
        email: user.email,
      });
      if (problem) return { outcome: 'weakPassword', problem };
      // Hashed outside the transaction: it takes a tenth of a second that no lock should wait for.
      const passwordHash = await hashPassword(registration.password);

      return db.transaction(async (tx): Promise<RegistrationResult> => {
        const now = clock();
        // Deleting is using: of two registrations with one link, only the one that deletes it goes on.
        const [used] = await tx
          .delete(invitations)
          .where(and(eq(invitations.tokenHash, hashSessionToken(registration.token)), gt(invitations.expiresAt, now)))
          .returning({ id: invitations.id });
        if (!used) return { outcome: 'invalid' };
        await tx
          .update(users)
          .set({
            firstName: registration.firstName,
            lastName: registration.lastName,
            phone: registration.phone === '' ? null : registration.phone,
            passwordHash,
            termsAcceptedAt: now,
          })
          .where(eq(users.id, user.id));
        await tx
          .update(userRequests)
          .set({ stage: 'GRANTING_ACCESS', updatedAt: now })
          .where(eq(userRequests.id, request.id));
        await audit.record(tx, actorOf(user, address), {
          event: 'REGISTRATION_COMPLETED',
          entityId: user.loginId,
          details: { taskId: request.id },
          companyId,
        });
        await jobs.enqueue(tx, grantRegisteredAccessJob, { requestId: request.id });
        return { outcome: 'registered' };
      });
    },
  };
}
