import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { nodemailerMessage, type MailTransport, type OutgoingMail } from './mail-transport';

/** `2026-11-22T090000.000Z-<outbox id>.eml`: files sort by the time their message was written, and a repeat of a
 * message replaces its file. */
export const emlFileName = ({ date, outboxId }: Pick<OutgoingMail, 'date' | 'outboxId'>) =>
  `${date.toISOString().replaceAll(':', '')}-${outboxId}.eml`;

/** Writes each message as an RFC 5322 `.eml` file into the folder, where any mail program opens it. */
export function emlFolderTransport(folder: string): MailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async deliver(mail) {
      const { message } = await composer.sendMail(nodemailerMessage(mail));
      const file = emlFileName(mail);
      // Written whole under another name first, so that the folder never shows a half-written message.
      const draft = join(folder, `.${file}.partial`);
      await mkdir(folder, { recursive: true });
      await writeFile(draft, message);
      await rename(draft, join(folder, file));
      return { via: 'file', messageId: mail.messageId, file };
    },
  };
}
