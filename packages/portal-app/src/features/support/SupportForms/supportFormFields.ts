import {
  ATTACHMENT_CONTENT_TYPES,
  contactUsSchema,
  incidentDetailSchema,
  MAX_ATTACHMENT_BYTES,
  type ContactUsRequest,
  type IncidentDetail,
  type SupportFormReading,
} from '@partner-insights/contracts';
import type { FieldDescriptor, FormDescription } from '@partner-insights/forms';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import type { SupportFormOptions } from './supportFormOptions';

/** The field holding the attachment: a file, so sent as its own part and never kept in a draft. */
export const ATTACHMENT_FIELD = 'attachment';

/** What a form offers beyond the reader's own request. */
export interface SupportFormOffer {
  /** Sending on someone else's behalf: not for those who view only (spectators). */
  readonly onBehalf: boolean;
}

/** Builds descriptors with their labels in the reader's language. */
function fieldBuilder(intl: IntlShape) {
  const text = (id: MessageId) => intl.formatMessage({ id });
  return (id: string, labelId: MessageId, rest: Omit<FieldDescriptor, 'id' | 'label'> = {}): FieldDescriptor => ({
    id,
    label: text(labelId),
    ...rest,
  });
}

/**
 * Issue, issue type and sub-issue type: each offers the entries under the choice above it, and is optional or
 * required by the reading.
 */
function issueFields(intl: IntlShape, { issues }: SupportFormOptions, reading: SupportFormReading) {
  const field = fieldBuilder(intl);
  const isOptional = reading === 'optional';
  return [
    field('issue', 'support.field.issue', { type: 'select', options: issues, dependsOn: 'supportType', isOptional }),
    field('issueType', 'support.field.issueType', { type: 'select', options: issues, dependsOn: 'issue', isOptional }),
    field('subIssueType', 'support.field.subIssueType', {
      type: 'select',
      options: issues,
      dependsOn: 'issueType',
      isOptional,
    }),
  ];
}

/**
 * The attachment, and, when offered, sending on someone else's behalf with their contact, shown once that is chosen.
 */
function closingFields(intl: IntlShape, offer: SupportFormOffer): FieldDescriptor[] {
  const field = fieldBuilder(intl);
  const onBehalf = { field: 'onBehalfOfSomeoneElse', equals: true };
  const attachment = field(ATTACHMENT_FIELD, 'support.field.attachment', {
    type: 'file',
    isOptional: true,
    helperText: intl.formatMessage({ id: 'support.field.attachmentHint' }),
    maxSizeBytes: MAX_ATTACHMENT_BYTES,
    accept: ATTACHMENT_CONTENT_TYPES,
  });
  if (!offer.onBehalf) return [attachment];
  return [
    attachment,
    field('onBehalfOfSomeoneElse', 'support.field.onBehalf', { type: 'checkbox' }),
    field('contactFirstName', 'support.field.contactFirstName', { hasMaxLength: true, shownWhen: onBehalf }),
    field('contactLastName', 'support.field.contactLastName', { hasMaxLength: true, shownWhen: onBehalf }),
    field('contactEmail', 'support.field.contactEmail', { type: 'email', shownWhen: onBehalf }),
  ];
}

/** The ticket form (spec portal-shell §3, "Incident creation form"). */
export function ticketFormDescription(
  intl: IntlShape,
  options: SupportFormOptions,
  reading: SupportFormReading,
  offer: SupportFormOffer,
): FormDescription<IncidentDetail> {
  const field = fieldBuilder(intl);
  return {
    schema: incidentDetailSchema({ reading }),
    fields: [
      field('accountType', 'support.field.accountType', { type: 'select', options: options.accountTypes }),
      field('supportType', 'support.field.supportType', { type: 'select', options: options.supportTypes }),
      ...issueFields(intl, options, reading),
      field('firstName', 'support.field.firstName', { hasMaxLength: true }),
      field('lastName', 'support.field.lastName', { hasMaxLength: true }),
      field('primaryContactEmail', 'support.field.primaryContactEmail', { type: 'email' }),
      field('companyName', 'support.field.companyName', { hasMaxLength: true }),
      field('callBackNumber', 'support.field.callBackNumber', { type: 'phone', isOptional: reading === 'optional' }),
      field('situationDescription', 'support.field.situationDescription', { type: 'multiline', rowLength: 3 }),
      ...closingFields(intl, offer),
    ],
  };
}

/** The contact-us form (spec portal-shell §3, "Contact-us form fields"); the support type comes before its issues. */
export function contactUsFormDescription(
  intl: IntlShape,
  options: SupportFormOptions,
  reading: SupportFormReading,
  offer: SupportFormOffer,
): FormDescription<ContactUsRequest> {
  const field = fieldBuilder(intl);
  return {
    schema: contactUsSchema({ reading }),
    fields: [
      field('accountType', 'support.field.accountType', { type: 'radio', options: options.accountTypes }),
      field('firstName', 'support.field.firstName', { hasMaxLength: true }),
      field('name', 'support.field.name', { hasMaxLength: true }),
      field('primaryContactEmail', 'support.field.primaryContactEmail', { type: 'email' }),
      field('contactPhone', 'support.field.contactPhone', { type: 'phone', isOptional: reading === 'optional' }),
      field('companyName', 'support.field.companyName', { hasMaxLength: true }),
      field('supportType', 'support.field.supportType', { type: 'select', options: options.supportTypes }),
      ...issueFields(intl, options, reading),
      field('description', 'support.field.description', { type: 'multiline', rowLength: 3 }),
      ...closingFields(intl, offer),
    ],
  };
}
