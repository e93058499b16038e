import { createTransport } from 'nodemailer';
import { nodemailerMessage, type MailTransport } from './mail-transport';

/** Sends through the SMTP server of the URL, one connection per message. */
export function smtpTransport(url: string): MailTransport {
  // Nodemailer waits minutes for a silent server by default; a delivery job should fail and retry sooner.
  const transporter = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async deliver(mail) {
      const { response } = await transporter.sendMail(nodemailerMessage(mail));
      return { via: 'smtp', messageId: mail.messageId, response };
    },
  };
}
