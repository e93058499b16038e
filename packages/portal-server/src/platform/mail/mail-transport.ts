import type { Locale } from '@partner-insights/contracts';
import * as v from 'valibot';
import type { MailSettings } from '../../config';

/** A message from the outbox, ready to send. */
export interface OutgoingMail {
  readonly outboxId: string;
  /** The same for every attempt at the same message, so that a receiver can tell a repeat. */
  readonly messageId: string;
  readonly from: MailSettings['from'];
  readonly to: string;
  /** When the message was written to the outbox. */
  readonly date: Date;
  readonly locale: Locale;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export const MailReceiptSchema = v.variant('via', [
  v.object({ via: v.literal('smtp'), messageId: v.string(), response: v.string() }),
  v.object({ via: v.literal('file'), messageId: v.string(), file: v.string() }),
]);
/** How a message left: accepted by the SMTP server (with its answer), or written as a file (its name). */
export type MailReceipt = v.InferOutput<typeof MailReceiptSchema>;

export interface MailTransport {
  /** Sends the message. Sending the same message again repeats it, so callers send each one at least once. */
  deliver(mail: OutgoingMail): Promise<MailReceipt>;
}

/** Nodemailer's fields for a message. */
export const nodemailerMessage = (mail: OutgoingMail) => ({
  messageId: mail.messageId,
  from: mail.from,
  to: mail.to,
  date: mail.date,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  headers: { 'Content-Language': mail.locale },
});
