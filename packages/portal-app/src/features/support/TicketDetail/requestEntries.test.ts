import { describe, expect, it } from 'vitest';
import { TICKET } from '../TrackTicket/ticketFixtures';
import { requestEntries } from './requestEntries';

describe('requestEntries', () => {
  it('lists the choices by name, who raised the ticket, how to reach them and the whole situation, as written', () => {
    expect(requestEntries(TICKET)).toEqual([
      { label: 'support.field.accountType', value: 'Supplier' },
      { label: 'support.field.supportType', value: 'Report Builder' },
      { label: 'support.field.issue', value: 'Reports and dashboards' },
      { label: 'support.field.issueType', value: 'Wrong or missing data' },
      { label: 'support.field.subIssueType', value: 'Numbers do not match' },
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
      fields: {
        ...fields,
        onBehalfOfSomeoneElse: true,
        contactFirstName: 'Ana',
        contactLastName: 'Ruiz',
        contactEmail: 'ana.ruiz@acme-foods.test',
      },
      choices: { ...TICKET.choices, issueType: null, subIssueType: null },
    });

    const labels = entries.map((entry) => entry.label);
    expect(labels).not.toContain('ticketDetail.field.callBackNumber');
    expect(labels).toContain('support.field.issue');
    expect(labels).not.toContain('support.field.issueType');
    expect(labels).not.toContain('support.field.subIssueType');
    expect(entries).toContainEqual({
      label: 'ticketDetail.field.onBehalfOf',
      value: 'Ana Ruiz\nana.ruiz@acme-foods.test',
    });
  });
});
