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
}

export function createOutbox(clock: Clock, jobs: JobQueue): Outbox {
  return {
    async enqueue(tx, { to, template, params }) {
      const [message] = await tx
        .insert(emailOutbox)
        .values({
          toAddress: to.address,
          locale: to.locale,
          template: template.name,
          params,
          ...renderMail(template.languages[to.locale](params), to.locale),
          createdAt: clock(),
        })
        .returning({ id: emailOutbox.id });
      if (!message) throw new Error(`The ${template.name} message was not stored`);
      await jobs.enqueue(tx, mailDeliveryJob, { outboxId: message.id });
      return message.id;
    },
  };
}
