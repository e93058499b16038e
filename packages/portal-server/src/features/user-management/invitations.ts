import { INVITATION_LIFETIME_DAYS, USER_REGISTRATION_PATH, type Market } from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
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
}

export function createInvitations(clock: Clock, outbox: Outbox): Invitations {
  return {
    async send(tx, { requestId, email, firstName, companyName, market, origin }) {
      const now = clock();
      // The link's token is a session-strength secret; only its hash is kept.
      const { token, tokenHash } = newSessionToken();
      await tx.delete(invitations).where(eq(invitations.requestId, requestId));
      await tx
        .insert(invitations)
        .values({ tokenHash, requestId, createdAt: now, expiresAt: new Date(now.getTime() + LIFETIME_MS) });
      const registrationUrl = new URL(USER_REGISTRATION_PATH, origin);
      registrationUrl.searchParams.set('token', token);
      await outbox.enqueue(tx, {
        to: { address: email, locale: MARKET_LANGUAGE[market] },
        template: invitationMail,
        params: { firstName, companyName, registrationUrl: registrationUrl.href },
      });
    },
  };
}
