import {
  DEFAULT_LOCALE,
  type BotProof,
  type BotProofRefusal,
  type ContactUsCreated,
  type ContactUsRequest,
  type Market,
} from '@partner-insights/contracts';
import { and, eq, gt, or } from 'drizzle-orm';
import type { BotCheckSettings } from '../../config';
import type { AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Outbox } from '../../platform/mail';
import { actorOf, visitorActor, type User } from '../identity';
import { attachmentFileRowOf, type CheckedAttachment } from '../support';
import { stableFraction, type BotCheckClient, type BotCheckService } from './bot-check-service';
import {
  contactUsNotificationMail,
  type ContactUsField,
  type ContactUsNotificationParams,
} from './contact-us-notification-mail';
import { contactRequestAttachments, contactRequests } from './contact-us.schema';

export interface ContactUsSender {
  readonly market: Market;
  readonly user: User | undefined;
  readonly address: string;
}

/** What the form sends: its fields, and the file attached to them, if any. */
export interface ContactUsSubmission {
  readonly request: ContactUsRequest;
  readonly attachment: CheckedAttachment | undefined;
}

export interface ContactUsService {
  /** Whether the sender must complete the bot check before this post is stored. */
  needsBotCheck(sender: ContactUsSender, abTestOn: boolean): Promise<boolean>;
  /**
   * Stores the request, its attachment and its notification email together, and with them uses up the
   * completed challenge when one is given; a challenge that does not hold stores nothing and answers why.
   */
  submit(
    sender: ContactUsSender,
    submission: ContactUsSubmission,
    proof: BotProof | undefined,
  ): Promise<{ created: ContactUsCreated } | { refusal: BotProofRefusal }>;
}

export const botCheckClientOf = ({ user, address }: ContactUsSender): BotCheckClient =>
  user ? { userId: user.id } : { address };

/** The support desk is one team for every market, and reads the portal's default language. */
const SUPPORT_DESK_LOCALE = DEFAULT_LOCALE;

function notificationParams(
  market: Market,
  requestId: string,
  { request, attachment }: ContactUsSubmission,
): ContactUsNotificationParams {
  const filledIn = Object.entries(request).filter(
    (entry): entry is [ContactUsField, string | number | boolean] => entry[1] !== undefined,
  );
  return {
    market,
    requestId,
    fields: filledIn,
    attachment: attachment ? { fileName: attachment.fileName, bytes: attachment.content.byteLength } : null,
  };
}

export interface ContactUsServiceOptions {
  readonly db: Db;
  readonly clock: Clock;
  readonly botCheck: BotCheckService;
  readonly settings: Omit<BotCheckSettings, 'secret'>;
  readonly outbox: Outbox;
  readonly supportEmail: string;
  readonly audit: AuditTrail;
}

export function createContactUsService({
  db,
  clock,
  botCheck,
  settings,
  outbox,
  supportEmail,
  audit,
}: ContactUsServiceOptions): ContactUsService {
  return {
    async needsBotCheck({ user, address }, abTestOn) {
      const windowStart = new Date(clock().getTime() - settings.windowSeconds * 1000);
      const sameSender = user
        ? or(eq(contactRequests.clientAddress, address), eq(contactRequests.userId, user.id))
        : eq(contactRequests.clientAddress, address);
      const recent = await db.$count(contactRequests, and(sameSender, gt(contactRequests.createdAt, windowStart)));
      if (recent >= settings.postsPerWindow) return true;
      if (user) return false;
      // The experiment splits visitors by address; the share of challenged posts applies to its B variant only.
      const inVariantB = stableFraction(`contact-us-variant:${address}`) >= 0.5;
      if (abTestOn && !inVariantB) return false;
      return stableFraction(`contact-us-share:${address}`) < settings.challengeShare;
    },

    async submit(sender, submission, proof) {
      const { request, attachment } = submission;
      const { market, user, address } = sender;
      return db.transaction(async (tx) => {
        if (proof) {
          const refusal = await botCheck.redeem(tx, proof, botCheckClientOf(sender));
          if (refusal) return { refusal };
        }
        const [stored] = await tx
          .insert(contactRequests)
          .values({ market, userId: user?.id ?? null, clientAddress: address, detail: request, createdAt: clock() })
          .returning({ id: contactRequests.id });
        if (!stored) throw new Error('The contact request was not stored');
        if (attachment) {
          await tx
            .insert(contactRequestAttachments)
            .values({ contactRequestId: stored.id, ...attachmentFileRowOf(attachment) });
        }
        await outbox.enqueue(tx, {
          to: { address: supportEmail, locale: SUPPORT_DESK_LOCALE },
          template: contactUsNotificationMail,
          params: notificationParams(market, stored.id, submission),
        });
        const actor = user ? actorOf(user, address) : visitorActor(request.primaryContactEmail, address);
        await audit.record(tx, actor, {
          event: 'CONTACT_REQUEST_SENT',
          entityId: stored.id,
          details: { market, attachment: attachment !== undefined },
        });
        return { created: { requestId: stored.id } };
      });
    },
  };
}
