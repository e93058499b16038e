import type { IncidentDetailView } from '@partner-insights/contracts';
import type { MessageId } from '../../../i18n/catalogues';

export interface RequestEntry {
  readonly label: MessageId;
  /** Several lines where the form took them (the description), or a name over an address. */
  readonly value: string;
}

type Fields = IncidentDetailView['fields'];

const textOf = (fields: Fields, key: string): string => {
  const value = fields[key];
  return typeof value === 'string' ? value : '';
};

const joined = (separator: string, ...parts: readonly string[]): string =>
  parts.filter((part) => part !== '').join(separator);

/**
 * The fields of a ticket's form that mean something to the person who raised it, as they wrote them: who raised it
 * (and for whom), how to reach them, and the situation. Ids of the choices made (account and support types,
 * issues) are the support desk's, and left out; so are fields left empty.
 */
export function requestEntries(fields: Fields): readonly RequestEntry[] {
  const entries: readonly RequestEntry[] = [
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
