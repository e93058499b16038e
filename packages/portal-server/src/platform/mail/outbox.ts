import type { Locale } from '@partner-insights/contracts';
import type { Clock } from '../clock';
import type { DbTransaction } from '../db/database';
import type { JobQueue } from '../jobs';
import { mailDeliveryJob } from './mail-delivery-job';
import type { JsonValue, MailTemplate } from './mail-template';
import { emailOutbox } from './outbox.schema';
import { renderMail } from './render-mail';

export interface MailRecipient {
  readonly address: string;
  /**
   * The language the message is written in: a user's `languageCode`; for an address that is no user's (such as the
   * support desk) the portal's default language.
   */
  readonly locale: Locale;
}

export interface MailMessage<Params extends JsonValue> {
  readonly to: MailRecipient;
  readonly template: MailTemplate<Params>;
  readonly params: Params;
}

export interface Outbox {
  /**
   * Renders the message in the recipient's language and writes it to the outbox together with the job that
   * delivers it. It takes the transaction of the change the message tells about: the message is sent if and only
   * if that change commits. Answers the message's outbox id.
   */
  enqueue<Params extends JsonValue>(tx: DbTransaction, message: MailMessage<Params>): Promise<string>;
  /** The same for several messages in one statement each for the outbox and the jobs. */
  enqueueMany<Params extends JsonValue>(tx: DbTransaction, messages: readonly MailMessage<Params>[]): Promise<void>;
}

export function createOutbox(clock: Clock, jobs: JobQueue): Outbox {
  const rowOf = <Params extends JsonValue>({ to, template, params }: MailMessage<Params>, now: Date) => ({
    toAddress: to.address,
    locale: to.locale,
    template: template.name,
    params,
    ...renderMail(template.languages[to.locale](params), to.locale),
    createdAt: now,
  });
  return {
    async enqueue(tx, message) {
      const [stored] = await tx.insert(emailOutbox).values(rowOf(message, clock())).returning({ id: emailOutbox.id });
      if (!stored) throw new Error(`The ${message.template.name} message was not stored`);
      await jobs.enqueue(tx, mailDeliveryJob, { outboxId: stored.id });
      return stored.id;
    },
    async enqueueMany(tx, messages) {
      if (messages.length === 0) return;
      const now = clock();
      const stored = await tx
        .insert(emailOutbox)
        .values(messages.map((message) => rowOf(message, now)))
        .returning({ id: emailOutbox.id });
      if (stored.length !== messages.length) throw new Error('The messages were not all stored');
      await jobs.enqueueMany(
        tx,
        mailDeliveryJob,
        stored.map(({ id }) => ({ outboxId: id })),
      );
    },
  };
}
