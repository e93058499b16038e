import { INVITATION_LIFETIME_DAYS, USER_REGISTRATION_PATH, type Market } from '@partner-insights/contracts';
import { inArray } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { DbTransaction } from '../../platform/db/database';
import type { Outbox } from '../../platform/mail';
import { newSessionToken } from '../identity';
import { invitationMail, MARKET_LANGUAGE } from './invitation-mail';
import { invitations } from './user-management.schema';

const LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60_000;

/** Who is invited, where from, and to which request. */
export interface InvitationToSend {
  readonly requestId: string;
  readonly email: string;
  readonly firstName: string;
  readonly companyName: string;
  /** The market of the site the admin invites from: the mail is written in its language. */
  readonly market: Market;
  /** The portal's origin the link points at. */
  readonly origin: string;
}

export interface Invitations {
  /**
   * Makes the request's invitation link and mails it through the outbox, in the change's transaction. A request
   * has one live link: an older one is replaced, and stops working.
   */
  send(tx: DbTransaction, invitation: InvitationToSend): Promise<void>;
  /** The same for several requests, in a few statements whatever their number. */
  sendMany(tx: DbTransaction, invitations: readonly InvitationToSend[]): Promise<void>;
}

export function createInvitations(clock: Clock, outbox: Outbox): Invitations {
  const sendMany: Invitations['sendMany'] = async (tx, toSend) => {
    if (toSend.length === 0) return;
    const now = clock();
    const expiresAt = new Date(now.getTime() + LIFETIME_MS);
    // Each link's token is a session-strength secret; only its hash is kept.
    const links = toSend.map((invitation) => ({ invitation, ...newSessionToken() }));
    await tx.delete(invitations).where(
      inArray(
        invitations.requestId,
        toSend.map(({ requestId }) => requestId),
      ),
    );
    await tx.insert(invitations).values(
      links.map(({ invitation, tokenHash }) => ({
        tokenHash,
        requestId: invitation.requestId,
        createdAt: now,
        expiresAt,
      })),
    );
    await outbox.enqueueMany(
      tx,
      links.map(({ invitation: { email, firstName, companyName, market, origin }, token }) => {
        const registrationUrl = new URL(USER_REGISTRATION_PATH, origin);
        registrationUrl.searchParams.set('token', token);
        return {
          to: { address: email, locale: MARKET_LANGUAGE[market] },
          template: invitationMail,
          params: { firstName, companyName, registrationUrl: registrationUrl.href },
        };
      }),
    );
  };
  return { send: (tx, invitation) => sendMany(tx, [invitation]), sendMany };
}
