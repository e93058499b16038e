import { describe, expect, it } from 'vitest';
import { TICKET } from '../TrackTicket/ticketFixtures';
import { requestEntries } from './requestEntries';

describe('requestEntries', () => {
  it('lists who raised the ticket, how to reach them and the situation, as written', () => {
    expect(requestEntries(TICKET.fields)).toEqual([
      { label: 'ticketDetail.field.name', value: 'Sam Ortiz' },
      { label: 'ticketDetail.field.email', value: 'user@acme-foods.test' },
      { label: 'ticketDetail.field.company', value: 'Acme Foods' },
      { label: 'ticketDetail.field.callBackNumber', value: '+1 (479) 555-0142' },
      {
        label: 'ticketDetail.field.description',
        value:
          'Report Builder export stops at 50,000 rows\nThe weekly sales export ends early.\nIt happens with every store.',
      },
    ]);
  });

  it('names the person a ticket was raised for, and leaves out what the form left empty', () => {
    const { callBackNumber: _left, ...fields } = TICKET.fields;
    const entries = requestEntries({
      ...fields,
      onBehalfOfSomeoneElse: true,
      contactFirstName: 'Ana',
      contactLastName: 'Ruiz',
      contactEmail: 'ana.ruiz@acme-foods.test',
    });

    expect(entries.map((entry) => entry.label)).not.toContain('ticketDetail.field.callBackNumber');
    expect(entries).toContainEqual({
      label: 'ticketDetail.field.onBehalfOf',
      value: 'Ana Ruiz\nana.ruiz@acme-foods.test',
    });
  });
});
