import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import type { MailSettings } from '../../config';
import type { Clock } from '../clock';
import type { JobHandler, JobKind } from '../jobs';
import { emlFolderTransport } from './eml-folder-transport';
import { MailReceiptSchema, type MailReceipt, type MailTransport } from './mail-transport';
import { emailOutbox } from './outbox.schema';
import { smtpTransport } from './smtp-transport';

/** Delivers one message of the outbox. A mail server may be down for a while: the last retry comes hours later. */
export const mailDeliveryJob: JobKind<{ outboxId: string }, MailReceipt> = {
  name: 'mail.deliver',
  payload: v.object({ outboxId: v.pipe(v.string(), v.uuid()) }),
  result: MailReceiptSchema,
  maxAttempts: 10,
};

/** The Message-ID of an outbox message: made from its id, so every attempt sends the same one. */
export const messageIdOf = (outboxId: string, { from }: Pick<MailSettings, 'from'>) =>
  `<${outboxId}@${from.address.slice(from.address.lastIndexOf('@') + 1)}>`;

/** SMTP when a server is configured, otherwise .eml files in the mail folder. */
export const mailTransportFor = ({ smtpUrl, folder }: MailSettings): MailTransport =>
  smtpUrl ? smtpTransport(smtpUrl) : emlFolderTransport(folder);

/**
 * Sends the message, then marks it sent in the job's transaction. Sending leaves the database, so it is at least
 * once: a run interrupted between the two sends again, with the same Message-ID (and, as a file, the same name).
 */
export function mailDeliveryHandler(
  settings: MailSettings,
  clock: Clock,
  transport: MailTransport = mailTransportFor(settings),
): JobHandler<{ outboxId: string }, MailReceipt> {
  return async ({ payload: { outboxId }, db, complete }) => {
    const [message] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    if (!message) throw new Error(`The outbox has no message ${outboxId}`);
    const receipt = await transport.deliver({
      outboxId,
      messageId: messageIdOf(outboxId, settings),
      from: settings.from,
      to: message.toAddress,
      date: message.createdAt,
      locale: message.locale,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    return complete(async (tx) => {
      await tx
        .update(emailOutbox)
        .set({ sentAt: clock() })
        .where(and(eq(emailOutbox.id, outboxId), isNull(emailOutbox.sentAt)));
      return receipt;
    });
  };
}
