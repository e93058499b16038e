import type { IncidentDetailView } from '@partner-insights/contracts';
import type { MessageId } from '../../../i18n/catalogues';

export interface RequestEntry {
  readonly label: MessageId;
  /** Several lines where the form took them (the description), or a name over an address. */
  readonly value: string;
}

/** What the ticket was raised under, named in the reader's language: account and support types, then the issues. */
const choiceEntries = (choices: IncidentDetailView['choices']): readonly RequestEntry[] => [
  { label: 'support.field.accountType', value: choices.accountType },
  { label: 'support.field.supportType', value: choices.supportType ?? '' },
  { label: 'support.field.issue', value: choices.issue ?? '' },
  { label: 'support.field.issueType', value: choices.issueType ?? '' },
  { label: 'support.field.subIssueType', value: choices.subIssueType ?? '' },
];

type Fields = IncidentDetailView['fields'];

const textOf = (fields: Fields, key: string): string => {
  const value = fields[key];
  return typeof value === 'string' ? value : '';
};

const joined = (separator: string, ...parts: readonly string[]): string =>
  parts.filter((part) => part !== '').join(separator);

/**
 * A ticket's form as the person who raised it reads it: what they chose, by name (the server names the choices;
 * their ids are the support desk's), who raised it (and for whom), how to reach them, and the whole situation as
 * they wrote it. Fields left empty are left out.
 */
export function requestEntries({
  fields,
  choices,
}: Pick<IncidentDetailView, 'fields' | 'choices'>): readonly RequestEntry[] {
  const entries: readonly RequestEntry[] = [
    ...choiceEntries(choices),
    { label: 'ticketDetail.field.name', value: joined(' ', textOf(fields, 'firstName'), textOf(fields, 'lastName')) },
    { label: 'ticketDetail.field.email', value: textOf(fields, 'primaryContactEmail') },
    { label: 'ticketDetail.field.company', value: textOf(fields, 'companyName') },
    { label: 'ticketDetail.field.callBackNumber', value: textOf(fields, 'callBackNumber') },
    {
      label: 'ticketDetail.field.onBehalfOf',
      value: joined(
        '\n',
        joined(' ', textOf(fields, 'contactFirstName'), textOf(fields, 'contactLastName')),
        textOf(fields, 'contactEmail'),
      ),
    },
    { label: 'ticketDetail.field.description', value: textOf(fields, 'situationDescription') },
  ];
  return entries.filter((entry) => entry.value !== '');
}
