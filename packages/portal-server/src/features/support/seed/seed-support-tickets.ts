import type { IncidentDetail, IncidentStatus } from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import type { DbTransaction } from '../../../platform/db/database';
import { users } from '../../identity';
import { incidentComments, incidents } from '../support.schema';

interface SeedTicket {
  readonly subject: string;
  readonly status: IncidentStatus;
  readonly createdAt: string;
  readonly detail: IncidentDetail;
  /** Oldest first; `fromUser` false is the support desk. */
  readonly comments: readonly { readonly text: string; readonly fromUser: boolean; readonly at: string }[];
}

const TICKET_OWNER_EMAIL = 'user@acme-foods.test';
const SUPPORT_DESK_NAME = 'Partner Insights Support';

const contact = {
  accountType: 25,
  firstName: 'Kevin',
  lastName: 'Patel',
  primaryContactEmail: TICKET_OWNER_EMAIL,
  companyName: 'Acme Foods',
  callBackNumber: '+1 (479) 555-0142',
  onBehalfOfSomeoneElse: false,
} as const;

/** Two tickets of the regular Acme Foods user, one answered and one solved, to show the list and a thread. */
const tickets: readonly SeedTicket[] = [
  {
    subject: 'Report Builder export stops at 50,000 rows',
    status: 'UPDATED',
    createdAt: '2026-11-16T15:20:00.000Z',
    detail: {
      ...contact,
      supportType: 1467,
      issue: 5010,
      issueType: 5011,
      subIssueType: 5012,
      situationDescription: 'Report Builder export stops at 50,000 rows\nThe weekly sales export ends early.',
    },
    comments: [
      { text: 'We can reproduce it and are working on a fix.', fromUser: false, at: '2026-11-17T10:05:00.000Z' },
      { text: 'Thank you. Is there a workaround meanwhile?', fromUser: true, at: '2026-11-17T11:30:00.000Z' },
    ],
  },
  {
    subject: 'Access to Shopper Behavior for a new analyst',
    status: 'SOLVED',
    createdAt: '2026-11-03T14:00:00.000Z',
    detail: {
      ...contact,
      supportType: 1463,
      issue: 2047,
      issueType: 3001,
      subIssueType: 4001,
      situationDescription: 'Access to Shopper Behavior for a new analyst',
    },
    comments: [
      { text: 'Access is granted; it can take up to 2 days.', fromUser: false, at: '2026-11-04T09:00:00.000Z' },
    ],
  },
];

/** Inserts the demo tickets with their threads; needs the demo accounts. */
export async function insertSupportTickets(tx: DbTransaction): Promise<void> {
  const [owner] = await tx.select().from(users).where(eq(users.email, TICKET_OWNER_EMAIL));
  if (!owner) throw new Error(`The demo account ${TICKET_OWNER_EMAIL} is missing`);
  for (const ticket of tickets) {
    const lastUpdatedAt = ticket.comments.at(-1)?.at ?? ticket.createdAt;
    const [incident] = await tx
      .insert(incidents)
      .values({
        userId: owner.id,
        market: 'US',
        oscType: 'incident',
        subject: ticket.subject,
        status: ticket.status,
        detail: ticket.detail,
        createdAt: new Date(ticket.createdAt),
        lastUpdatedAt: new Date(lastUpdatedAt),
      })
      .returning({ id: incidents.id });
    if (!incident) throw new Error('A demo ticket was not stored');
    await tx.insert(incidentComments).values(
      ticket.comments.map(({ text, fromUser, at }) => ({
        incidentId: incident.id,
        authorUserId: fromUser ? owner.id : null,
        authorName: fromUser ? `${owner.firstName} ${owner.lastName}` : SUPPORT_DESK_NAME,
        text,
        createdAt: new Date(at),
      })),
    );
  }
}
