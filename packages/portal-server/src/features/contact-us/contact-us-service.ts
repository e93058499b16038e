import type {
  BotProof,
  BotProofRefusal,
  ContactUsCreated,
  ContactUsRequest,
  Market,
} from '@partner-insights/contracts';
import { and, eq, gt, or } from 'drizzle-orm';
import type { BotCheckSettings } from '../../config';
import type { AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { emailOutbox } from '../../platform/mail/outbox.schema';
import { actorOf, visitorActor, type User } from '../identity';
import { attachmentFileRowOf, type CheckedAttachment } from '../support';
import { stableFraction, type BotCheckClient, type BotCheckService } from './bot-check-service';
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

/**
 * The notification for the support desk: the stored request's id, by which its attachment is found, then every
 * field, one a line, and the attachment's name and size.
 */
function notificationText(market: Market, requestId: string, { request, attachment }: ContactUsSubmission): string {
  const fields = Object.entries(request)
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) => `${field}: ${String(value)}`);
  const attached = attachment
    ? [`attachment: ${attachment.fileName} (${attachment.content.byteLength.toLocaleString('en-US')} bytes)`]
    : [];
  const heading = `A contact-us request from the ${market} site.`;
  return [heading, '', `requestId: ${requestId}`, ...fields, ...attached].join('\n');
}

export interface ContactUsServiceOptions {
  readonly db: Db;
  readonly clock: Clock;
  readonly botCheck: BotCheckService;
  readonly settings: Omit<BotCheckSettings, 'secret'>;
  readonly supportEmail: string;
  readonly audit: AuditTrail;
}

export function createContactUsService({
  db,
  clock,
  botCheck,
  settings,
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
        const now = clock();
        const [stored] = await tx
          .insert(contactRequests)
          .values({ market, userId: user?.id ?? null, clientAddress: address, detail: request, createdAt: now })
          .returning({ id: contactRequests.id });
        if (!stored) throw new Error('The contact request was not stored');
        if (attachment) {
          await tx
            .insert(contactRequestAttachments)
            .values({ contactRequestId: stored.id, ...attachmentFileRowOf(attachment) });
        }
        await tx.insert(emailOutbox).values({
          toAddress: supportEmail,
          subject: `Contact us: ${request.companyName} (${market})`,
          text: notificationText(market, stored.id, submission),
          createdAt: now,
        });
        const actor = user ? actorOf(user, address) : visitorActor(request.primaryContactEmail, address);
        await audit.record(tx, actor, {
          event: 'CONTACT_REQUEST_SENT',
          entityId: stored.id,
          description: `Sent a contact-us request from the ${market} site`,
          details: { market, attachment: attachment !== undefined },
        });
        return { created: { requestId: stored.id } };
      });
    },
  };
}
