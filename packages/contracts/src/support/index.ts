export {
  SUPPORT_ACCOUNT_TYPES,
  SUPPORT_ACCOUNT_TYPE_IDS,
  ACTIVE_SUPPORT_TYPE_IDS,
  ATTACHMENT_CONTENT_TYPES,
  MAX_ATTACHMENT_BYTES,
  SUPPORT_CONFIGURATION_IDS,
  supportAccountTypesFor,
  type SupportAccountTypeId,
  type AttachmentContentType,
} from './constants';
export { SUPPORT_FORM_PROMPTS, type SupportFormPrompt } from './prompts';
export { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, type SupportFormOptions, type SupportFormReading } from './fields';
export {
  incidentDetailSchema,
  type IncidentDetail,
  type IncidentDetailInput,
  type IncidentDetailSchema,
} from './incidentDetail';
export { contactUsSchema, type ContactUsInput, type ContactUsRequest, type ContactUsSchema } from './contactUs';
export { AttachmentSchema, type Attachment } from './attachment';
