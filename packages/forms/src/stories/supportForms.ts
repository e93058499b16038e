import {
  SUPPORT_ACCOUNT_TYPES,
  ACTIVE_SUPPORT_TYPE_IDS,
  ATTACHMENT_CONTENT_TYPES,
  MAX_ATTACHMENT_BYTES,
  contactUsSchema,
  incidentDetailSchema,
  type ContactUsRequest,
  type IncidentDetail,
  type SupportFormReading,
} from '@partner-insights/contracts';

import type { FieldDescriptor, FieldOption } from '../fieldDescriptor';
import type { FormDescription } from '../formDescription';

/**
 * A support configuration as one list grouped by parent id: support types, the issues under each, their
 * issue types and sub-issue types.
 */
const supportOptions: FieldOption[] = [
  { id: 1463, title: 'Request access' },
  { id: 1464, title: 'Report issue' },
  { id: 1465, title: 'Basic vendor support' },
  { id: 2047, title: 'Access request', parentId: 1463 },
  { id: 2101, title: 'Data looks wrong', parentId: 1464 },
  { id: 2102, title: 'Report does not load', parentId: 1464 },
  { id: 1805, title: 'Basic vendor question', parentId: 1465 },
  { id: 3001, title: 'New access', parentId: 2047 },
  { id: 3002, title: 'Change of access', parentId: 2047 },
  { id: 3101, title: 'Missing data', parentId: 2101 },
  { id: 3102, title: 'Wrong figures', parentId: 2101 },
  { id: 4001, title: 'Report Builder', parentId: 3001 },
  { id: 4002, title: 'Shopper Behavior', parentId: 3001 },
  { id: 4101, title: 'Sales', parentId: 3101 },
  { id: 4102, title: 'Inventory', parentId: 3101 },
];

const supportTypes = supportOptions.filter(
  (option) => option.parentId === undefined && ACTIVE_SUPPORT_TYPE_IDS.US.includes(Number(option.id)),
);

const accountTypes: FieldOption[] = [
  { id: SUPPORT_ACCOUNT_TYPES.supplier, title: 'Supplier' },
  { id: SUPPORT_ACCOUNT_TYPES.associate, title: 'Associate' },
];

/** The dependent issue fields: each offers the options under its parent's choice. */
function issueFields(reading: SupportFormReading): FieldDescriptor[] {
  const isOptional = reading === 'optional';
  return [
    { id: 'issue', type: 'select', label: 'Issue', options: supportOptions, dependsOn: 'supportType', isOptional },
    { id: 'issueType', type: 'select', label: 'Issue type', options: supportOptions, dependsOn: 'issue', isOptional },
    {
      id: 'subIssueType',
      type: 'select',
      label: 'Sub-issue type',
      options: supportOptions,
      dependsOn: 'issueType',
      isOptional,
    },
  ];
}

const attachmentField: FieldDescriptor = {
  id: 'incidentAttachment',
  type: 'file',
  label: 'Attachment',
  isOptional: true,
  maxSizeBytes: MAX_ATTACHMENT_BYTES,
  accept: ATTACHMENT_CONTENT_TYPES,
};

/** The contact of a request made on someone else's behalf, shown once that option is chosen. */
const behalfFields: FieldDescriptor[] = [
  { id: 'onBehalfOfSomeoneElse', type: 'checkbox', label: 'Submit on behalf of someone else' },
  ...[
    { id: 'contactFirstName', label: 'Contact first name', hasMaxLength: true },
    { id: 'contactLastName', label: 'Contact last name', hasMaxLength: true },
    { id: 'contactEmail', type: 'email' as const, label: 'Contact email' },
  ].map((field) => ({ ...field, shownWhen: { field: 'onBehalfOfSomeoneElse', equals: true } })),
];

/** The support incident form in one of the spec's two readings. */
export function incidentForm(reading: SupportFormReading): FormDescription<IncidentDetail> {
  return {
    schema: incidentDetailSchema({ reading }),
    fields: [
      { id: 'accountType', type: 'select', label: 'Account type', options: accountTypes },
      { id: 'supportType', type: 'select', label: 'Support type', options: supportTypes },
      ...issueFields(reading),
      { id: 'firstName', label: 'First name', hasMaxLength: true },
      { id: 'lastName', label: 'Last name', hasMaxLength: true },
      { id: 'primaryContactEmail', type: 'email', label: 'Primary contact email' },
      { id: 'companyName', label: 'Company name', hasMaxLength: true },
      { id: 'callBackNumber', type: 'phone', label: 'Call back number', isOptional: reading === 'optional' },
      { id: 'situationDescription', type: 'multiline', label: 'Situation description' },
      attachmentField,
      ...behalfFields,
    ],
  };
}

/** The contact-us form in one of the spec's two readings. */
export function contactUsForm(reading: SupportFormReading): FormDescription<ContactUsRequest> {
  return {
    schema: contactUsSchema({ reading }),
    fields: [
      { id: 'accountType', type: 'radio', label: 'Account type', options: accountTypes },
      { id: 'firstName', label: 'First name', hasMaxLength: true },
      { id: 'name', label: 'Name', hasMaxLength: true },
      { id: 'primaryContactEmail', type: 'email', label: 'Primary contact email' },
      { id: 'contactPhone', type: 'phone', label: 'Contact phone', isOptional: reading === 'optional' },
      { id: 'companyName', label: 'Company name', hasMaxLength: true },
      { id: 'supportType', type: 'select', label: 'Support type', options: supportTypes },
      ...issueFields(reading),
      { id: 'description', type: 'multiline', label: 'Description' },
      attachmentField,
      ...behalfFields,
    ],
  };
}
