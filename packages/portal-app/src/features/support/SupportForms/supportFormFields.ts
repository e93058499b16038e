import {
  ATTACHMENT_CONTENT_TYPES,
  contactUsSchema,
  incidentDetailSchema,
  MAX_ATTACHMENT_BYTES,
  type ContactUsRequest,
  type IncidentDetail,
  type SupportFormReading,
} from '@partner-insights/contracts';
import type { FieldDescriptor, FieldSection, FormDescription } from '@partner-insights/forms';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import type { SupportFormOptions } from './supportFormOptions';

/** The field holding the attachment: a file, so sent as its own part and never kept in a draft. */
export const ATTACHMENT_FIELD = 'attachment';

/** What a form offers beyond the reader's own request. */
export interface SupportFormOffer {
  /** Sending on someone else's behalf: for signed-in users who may change things (not visitors, not spectators). */
  readonly onBehalf: boolean;
}

/** Builds a titled section of fields in the reader's language. */
function section(intl: IntlShape, titleId: MessageId, fields: readonly FieldDescriptor[]): FieldSection {
  return { title: intl.formatMessage({ id: titleId }), fields };
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

/** When offered, sending on someone else's behalf, with their contact shown once that is chosen. */
function onBehalfFields(intl: IntlShape, offer: SupportFormOffer): FieldDescriptor[] {
  if (!offer.onBehalf) return [];
  const field = fieldBuilder(intl);
  const onBehalf = { field: 'onBehalfOfSomeoneElse', equals: true };
  return [
    field('onBehalfOfSomeoneElse', 'support.field.onBehalf', { type: 'checkbox' }),
    field('contactFirstName', 'support.field.contactFirstName', { hasMaxLength: true, shownWhen: onBehalf }),
    field('contactLastName', 'support.field.contactLastName', { hasMaxLength: true, shownWhen: onBehalf }),
    field('contactEmail', 'support.field.contactEmail', { type: 'email', shownWhen: onBehalf }),
  ];
}

/** The file sent with the request. */
function attachmentField(intl: IntlShape): FieldDescriptor {
  return fieldBuilder(intl)(ATTACHMENT_FIELD, 'support.field.attachment', {
    type: 'file',
    isOptional: true,
    helperText: intl.formatMessage({ id: 'support.field.attachmentHint' }),
    maxSizeBytes: MAX_ATTACHMENT_BYTES,
    accept: ATTACHMENT_CONTENT_TYPES,
  });
}

/** The account and support types, then the issues under them. */
function issueSection(
  intl: IntlShape,
  options: SupportFormOptions,
  reading: SupportFormReading,
  accountType: FieldDescriptor,
) {
  const field = fieldBuilder(intl);
  return section(intl, 'support.section.issue', [
    accountType,
    field('supportType', 'support.field.supportType', { type: 'select', options: options.supportTypes }),
    ...issueFields(intl, options, reading),
  ]);
}

/**
 * The ticket form (spec portal-shell §3, "Incident creation form"), in three sections: what the issue is, how we
 * reach you, and its details with the attachment.
 */
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
      issueSection(
        intl,
        options,
        reading,
        field('accountType', 'support.field.accountType', { type: 'select', options: options.accountTypes }),
      ),
      section(intl, 'support.section.contact', [
        field('firstName', 'support.field.firstName', { hasMaxLength: true }),
        field('lastName', 'support.field.lastName', { hasMaxLength: true }),
        field('primaryContactEmail', 'support.field.primaryContactEmail', { type: 'email' }),
        field('companyName', 'support.field.companyName', { hasMaxLength: true }),
        field('callBackNumber', 'support.field.callBackNumber', { type: 'phone', isOptional: reading === 'optional' }),
        ...onBehalfFields(intl, offer),
      ]),
      section(intl, 'support.section.details', [
        field('situationDescription', 'support.field.situationDescription', { type: 'multiline', rowLength: 3 }),
        attachmentField(intl),
      ]),
    ],
  };
}

/**
 * The contact-us form (spec portal-shell §3, "Contact-us form fields"), in the ticket form’s sections; its family-name
 * field (`name`) reads "Last name", and its prompt says so.
 */
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
      issueSection(
        intl,
        options,
        reading,
        field('accountType', 'support.field.accountType', { type: 'radio', options: options.accountTypes }),
      ),
      section(intl, 'support.section.contact', [
        field('firstName', 'support.field.firstName', { hasMaxLength: true }),
        field('name', 'support.field.lastName', {
          hasMaxLength: true,
          errorMessage: intl.formatMessage({ id: 'support.field.lastNamePrompt' }),
        }),
        field('primaryContactEmail', 'support.field.primaryContactEmail', { type: 'email' }),
        field('contactPhone', 'support.field.contactPhone', { type: 'phone', isOptional: reading === 'optional' }),
        field('companyName', 'support.field.companyName', { hasMaxLength: true }),
        ...onBehalfFields(intl, offer),
      ]),
      section(intl, 'support.section.details', [
        field('description', 'support.field.description', { type: 'multiline', rowLength: 3 }),
        attachmentField(intl),
      ]),
    ],
  };
}
