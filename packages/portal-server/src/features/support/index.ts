export { supportFeature, type SupportFeature } from './feature';
export { attachmentFileChecks, attachmentFileColumns } from './attachments/attachment-file.schema';
export { attachmentFileRowOf, type CheckedAttachment } from './attachments/checked-attachment';
export {
  ATTACHMENT_TOO_LARGE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  multipartBodyLimit,
  readMultipartForm,
  type FormParts,
} from './attachments/multipart-parts';
export { NOT_OFFERED_MESSAGE } from './incident-routes';
export { insertSupportConfiguration, lacksSupportConfiguration } from './seed/seed-support-configuration';
export { insertSupportTickets } from './seed/seed-support-tickets';
export type { SupportConfigurationService } from './support-configuration-service';
