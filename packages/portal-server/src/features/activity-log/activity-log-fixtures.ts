// Entries the activity log's tests read: written straight into the audit trail's table at known times.
import type { ActivityEvent } from '@partner-insights/contracts';
import { activityLog } from '../../platform/audit/activity-log.schema';
import type { Db } from '../../platform/db/database';

/** The reader of the tests: in Chicago, reading 1 to 10 October 2026 (daylight time, UTC-5). */
export const READER = { from: '2026-10-01', to: '2026-10-10', timeZone: 'America/Chicago' } as const;

const EVENTS: readonly ActivityEvent[] = ['PROFILE_UPDATED', 'USER_INVITED', 'TICKET_CREATED'];
export const SPREAD_ENTRIES = 24;

export interface TestEntry {
  readonly createdAt: Date;
  readonly actor: string;
  readonly actingSuperAdmin?: string | null;
  readonly event: ActivityEvent;
  readonly description: string;
  readonly sourceApp?: string;
  readonly entityId?: string;
}

/** 24 entries of the company, an hour apart from 2 October 15:00 UTC: every fourth from Report Builder. */
export const spreadEntries = (): TestEntry[] =>
  Array.from({ length: SPREAD_ENTRIES }, (_, index) => ({
    createdAt: new Date(Date.UTC(2026, 9, 2, 15 + index)),
    actor: index % 3 === 0 ? 'user@acme-foods.test' : 'admin@acme-foods.test',
    actingSuperAdmin: index === 4 ? 'dwhitfield' : null,
    event: EVENTS[index % EVENTS.length] ?? 'PROFILE_UPDATED',
    description: index === 7 ? '=HYPERLINK("http://evil.test","Open")' : `Change number ${index}`,
    sourceApp: index % 4 === 0 ? 'Report Builder' : 'Partner Insights',
    entityId: `entity-${index}`,
  }));

/** On the reader's last day at 23:30 (in), and on the day after at 00:30 (out). */
export const boundaryEntries = (): TestEntry[] => [
  {
    createdAt: new Date('2026-10-11T04:30:00Z'),
    actor: 'admin@acme-foods.test',
    event: 'USER_BLOCKED',
    description: 'Late on the last day',
    entityId: 'late-user',
  },
  {
    createdAt: new Date('2026-10-11T05:30:00Z'),
    actor: 'admin@acme-foods.test',
    event: 'USER_UNBLOCKED',
    description: 'Early on the day after',
    entityId: 'early-user',
  },
];

export async function writeEntries(db: Db, companyId: string, entries: readonly TestEntry[]): Promise<void> {
  await db.insert(activityLog).values(
    entries.map((entry, index) => ({
      createdAt: entry.createdAt,
      actor: entry.actor,
      actingSuperAdmin: entry.actingSuperAdmin ?? null,
      companyId,
      entityId: entry.entityId ?? `entity-${index}`,
      event: entry.event,
      eventDescription: entry.description,
      sourceApp: entry.sourceApp ?? 'Partner Insights',
    })),
  );
}
