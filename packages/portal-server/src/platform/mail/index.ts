// Email: templates written in every language, an outbox written in the caller's transaction, and the job that
// delivers each message through SMTP or as an .eml file.
export type { JsonValue, MailBlock, MailContent, MailTemplate } from './mail-template';
export { createOutbox, type MailMessage, type MailRecipient, type Outbox } from './outbox';
export { emailOutbox } from './outbox.schema';
export { mailDeliveryHandler, mailDeliveryJob } from './mail-delivery-job';
