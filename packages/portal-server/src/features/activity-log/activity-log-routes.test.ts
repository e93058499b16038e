import {
  ACTIVITY_LOG_RANGE_MESSAGE,
  ActivityLogApplicationListSchema,
  ActivityLogEventListSchema,
  ActivityLogPageSchema,
  type ActivityLogListedEntry,
} from '@partner-insights/contracts';
import ExcelJS from 'exceljs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditTrail } from '../../platform/audit/audit-trail';
import { NOT_YOUR_COMPANY_MESSAGE } from '../../platform/policy/guard';
import { companyIdNamed } from '../../platform/testing/demo-records';
import {
  callApi,
  errorMessageOf,
  openSeededTestApp,
  signIn,
  type SeededTestApp,
} from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { boundaryEntries, READER, SPREAD_ENTRIES, spreadEntries, writeEntries } from './activity-log-fixtures';

const ADMIN = 'admin@acme-foods.test';

describe.each(testDatabaseTargets)('the activity log on $name', (target) => {
  let portal: SeededTestApp;
  let acme: string;
  let adminCookie: string;

  const post = (path: string, body: unknown, cookie: string | undefined = adminCookie) =>
    callApi(portal.app, path, { method: 'POST', cookie, body });
  const pageOf = async (query: string, filter: object = {}, cookie?: string) => {
    const response = await post(`/api/activity-logs?companyId=${acme}&${query}`, { ...READER, ...filter }, cookie);
    expect(response.status).toBe(200);
    return v.parse(ActivityLogPageSchema, await response.json());
  };
  const everyEntry = async (filter: object = {}) => {
    const entries: ActivityLogListedEntry[] = [];
    for (let pageNumber = 0; ; pageNumber += 1) {
      const { items, total } = await pageOf(`pageNumber=${pageNumber}&pageSize=10`, filter);
      entries.push(...items);
      if (entries.length >= total) return entries;
    }
  };
  const download = (filter: object, cookie?: string) =>
    post(`/api/activity-logs/download?companyId=${acme}`, { ...READER, locale: 'en-US', ...filter }, cookie);

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    acme = await companyIdNamed(portal.database.db, 'Acme Foods');
    await writeEntries(portal.database.db, acme, [...spreadEntries(), ...boundaryEntries()]);
    await writeEntries(portal.database.db, await companyIdNamed(portal.database.db, 'Nopal Foods'), spreadEntries());
    adminCookie = await signIn(portal.app, ADMIN);
  });

  afterAll(() => portal?.close());

  describe('pages', () => {
    it('answers a page of the company’s entries, newest first, with how many match and how long they are kept', async () => {
      const page = await pageOf('pageNumber=0&pageSize=10');
      expect(page).toMatchObject({
        pageNumber: 0,
        pageSize: 10,
        total: SPREAD_ENTRIES + 1,
        totalIsCapped: false,
        retentionDays: 400,
      });
      expect(page.items[0]).toEqual({
        id: expect.any(String),
        uiCreatedOnDate: '2026-10-11T04:30:00.000Z',
        actor: ADMIN,
        actingSuperAdmin: null,
        entityId: 'late-user',
        event: 'USER_BLOCKED',
        eventDescription: 'Late on the last day',
        sourceApp: 'Partner Insights',
      });
      const dates = page.items.map((entry) => entry.uiCreatedOnDate);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('pages without overlap or gaps, and sorts oldest first when asked', async () => {
      const all = await everyEntry();
      expect(new Set(all.map((entry) => entry.uiCreatedOnDate)).size).toBe(SPREAD_ENTRIES + 1);
      const oldestFirst = await pageOf('pageNumber=0&pageSize=25&sortBy=uiCreatedOnDate&sortOrder=ASC');
      expect(oldestFirst.items).toEqual([...all].reverse());
      expect((await pageOf('pageNumber=2&pageSize=10')).items).toHaveLength(5);
    });

    it('filters by event, by application and by user (the actor or the super admin acting, whole login id in any case), together too', async () => {
      const invited = await everyEntry({ events: ['USER_INVITED'] });
      expect(invited.map(({ event }) => event)).toEqual(Array(8).fill('USER_INVITED'));
      const reportBuilder = await everyEntry({ applications: ['Report Builder'] });
      expect(reportBuilder).toHaveLength(6);
      expect(new Set(reportBuilder.map(({ sourceApp }) => sourceApp))).toEqual(new Set(['Report Builder']));
      expect(await everyEntry({ userId: 'USER@Acme-Foods.test' })).toHaveLength(8);
      expect(await everyEntry({ userId: 'user@acme' })).toEqual([]);
      const actedFor = await everyEntry({ userId: 'DWhitfield' });
      expect(actedFor.map(({ actor, actingSuperAdmin }) => [actor, actingSuperAdmin])).toEqual([[ADMIN, 'dwhitfield']]);
      expect(await everyEntry({ userId: '%' })).toEqual([]);
      const both = await everyEntry({ events: ['PROFILE_UPDATED'], applications: ['Report Builder'] });
      expect(both.map(({ event, sourceApp }) => `${event} ${sourceApp}`)).toEqual(
        Array(2).fill('PROFILE_UPDATED Report Builder'),
      );
    });

    it('includes the reader’s last day up to its midnight in their time zone, not after', async () => {
      const descriptions = (await everyEntry()).map(({ eventDescription }) => eventDescription);
      expect(descriptions).toContain('Late on the last day');
      expect(descriptions).not.toContain('Early on the day after');
      // Read in UTC, 04:30 on the 11th is the day after: out of the range.
      const inUtc = (await everyEntry({ timeZone: 'UTC' })).map(({ eventDescription }) => eventDescription);
      expect(inUtc).not.toContain('Late on the last day');
    });

    it('holds the demo seed’s month of the company’s history, none of it ahead and some of it older', async () => {
      const dayOf = (daysAgo: number) =>
        new Date(portal.now().getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      const month = { from: dayOf(29), to: dayOf(0), timeZone: 'UTC' };
      const recent = await pageOf('pageNumber=0&pageSize=100', month);
      expect(recent.total).toBeGreaterThan(125);
      expect(recent.items[0]?.uiCreatedOnDate.localeCompare(portal.now().toISOString())).toBeLessThanOrEqual(0);
      expect(recent.items.some(({ actingSuperAdmin }) => actingSuperAdmin === 'dwhitfield')).toBe(true);
      const older = await pageOf('pageNumber=0', { from: dayOf(59), to: dayOf(31), timeZone: 'UTC' });
      expect(older.total).toBeGreaterThan(0);
    });

    it('refuses 31 days with the spec’s words, and takes 30', async () => {
      const response = await post(`/api/activity-logs?companyId=${acme}`, { ...READER, from: '2026-09-10' });
      const details = errorDetailsOf(response.clone());
      expect(await errorMessageOf(response, 400)).toBe(
        'An error occurred while processing your request. Please try again.',
      );
      expect(await details).toContain(ACTIVITY_LOG_RANGE_MESSAGE);
      expect((await pageOf('pageNumber=0', { from: '2026-09-11' })).total).toBe(SPREAD_ENTRIES + 1);
    });
  });

  it('lists the events and the applications the company’s log holds', async () => {
    const events = await post(`/api/activity-logs/eventlist?companyId=${acme}`, undefined);
    expect(events.status).toBe(200);
    expect(v.parse(ActivityLogEventListSchema, await events.json()).events).toEqual(
      expect.arrayContaining(['PROFILE_UPDATED', 'TICKET_CREATED', 'USER_INVITED', 'USER_BLOCKED', 'USER_UNBLOCKED']),
    );
    const applications = await post(`/api/activity-logs/applicationlist?companyId=${acme}`, undefined);
    expect(v.parse(ActivityLogApplicationListSchema, await applications.json()).applications).toEqual([
      'Partner Insights',
      'Report Builder',
    ]);
  });

  describe('export', () => {
    const rowsOf = async (response: Response) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const rows: string[][] = [];
      workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
      return rows;
    };

    it('streams every matching entry as the pages show them, named for its days', async () => {
      const response = await download({ events: ['PROFILE_UPDATED', 'USER_INVITED'] });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="activity_log_2026-10-01_2026-10-10.xlsx"',
      );
      const [header, ...rows] = await rowsOf(response);
      expect(header).toEqual(['User ID', 'Entity', 'Event', 'Details', 'Application', 'Date (America/Chicago)']);
      const pages = await everyEntry({ events: ['PROFILE_UPDATED', 'USER_INVITED'] });
      expect(rows.map((row) => row[1])).toEqual(pages.map(({ entityId }) => entityId));
      expect(rows.find((row) => row[1] === 'entity-4')?.[0]).toBe(`dwhitfield (super admin) as ${ADMIN}`);
      // 15:00 UTC is 10:00 in Chicago's daylight time.
      expect(rows.at(-1)).toEqual([
        'user@acme-foods.test',
        'entity-0',
        'Profile updated',
        'Change number 0',
        'Report Builder',
        '2026-10-02 10:00:00',
      ]);
    });

    it('writes a description that would start a formula as text', async () => {
      const rows = await rowsOf(await download({ userId: 'admin@acme-foods.test', events: ['USER_INVITED'] }));
      expect(rows.find((row) => row[1] === 'entity-7')?.[3]).toBe(`'=HYPERLINK("http://evil.test","Open")`);
    });

    it('writes its words in the reader’s language', async () => {
      const [header, ...rows] = await rowsOf(await download({ locale: 'fr-CA', events: ['TICKET_CREATED'] }));
      expect(header?.slice(0, 3)).toEqual(['ID d’utilisateur', 'Entité', 'Événement']);
      expect(rows[0]?.[2]).toBe('Billet de soutien créé');
    });
  });

  describe('refusals', () => {
    it('refuses another company’s admin, and a regular user, with 403', async () => {
      const nopalAdmin = await signIn(portal.app, 'admin@nopal-foods.test');
      expect(await errorMessageOf(await download({}, nopalAdmin), 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
      const regular = await signIn(portal.app, 'user@acme-foods.test');
      for (const path of ['', '/eventlist', '/applicationlist', '/download']) {
        const response = await post(
          `/api/activity-logs${path}?companyId=${acme}`,
          { ...READER, locale: 'en-US' },
          regular,
        );
        expect(await errorMessageOf(response, 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
      }
    });

    it('lets a spectator read and export the company it chose to view, and no other', async () => {
      const spectator = await signIn(portal.app, 'spectator@partner-insights.test');
      expect(await errorMessageOf(await download({}, spectator), 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
      const chosen = await callApi(portal.app, `/api/users/set-context?companyId=${acme}&reason=Review`, {
        cookie: spectator,
      });
      expect(chosen.status).toBe(200);
      expect((await pageOf('pageNumber=0', {}, spectator)).total).toBe(SPREAD_ENTRIES + 1);
      expect((await download({}, spectator)).status).toBe(200);
    });

    it('answers 401 to a visitor who is not signed in', async () => {
      for (const path of ['', '/eventlist', '/applicationlist', '/download']) {
        const response = await callApi(portal.app, `/api/activity-logs${path}?companyId=${acme}`, {
          method: 'POST',
          body: READER,
        });
        expect(response.status).toBe(401);
      }
    });

    it.each([
      ['a day that does not exist', '', { from: '2026-02-30' }],
      ['a date in another form', '', { to: '10/10/2026' }],
      ['an unknown event', '', { events: ['MOVED_MOUNTAINS'] }],
      ['an unknown time zone', '', { timeZone: 'Mars/Base' }],
      ['an oversized search', '', { userId: 'x'.repeat(101) }],
      ['a page size not offered', '&pageSize=30', {}],
      ['a negative page', '&pageNumber=-1', {}],
      ['a sort by another field', '&sortBy=actor', {}],
    ])('answers 400 to %s', async (_, query, filter) => {
      const response = await post(`/api/activity-logs?companyId=${acme}${query}`, { ...READER, ...filter });
      expect(response.status).toBe(400);
    });

    it('answers 403 to a call that names no company', async () => {
      expect(await errorMessageOf(await post('/api/activity-logs', READER), 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
    });
  });

  describe('in the reader’s language', () => {
    const TICKET = 'ticket-in-words';
    const describedIn = async (acceptLanguage?: string) => {
      const response = await callApi(portal.app, `/api/activity-logs?companyId=${acme}&pageNumber=0&pageSize=100`, {
        method: 'POST',
        cookie: adminCookie,
        acceptLanguage,
        body: { ...READER, events: ['TICKET_CREATED'] },
      });
      const { items } = v.parse(ActivityLogPageSchema, await response.json());
      return (entityId: string) => items.find((entry) => entry.entityId === entityId)?.eventDescription;
    };

    beforeAll(async () => {
      // Recorded as the support service records a ticket: the details the sentence is made from.
      const audit = createAuditTrail(() => new Date('2026-10-05T15:00:00Z'));
      const actor = { userId: null, loginId: ADMIN, companyId: acme, actingSuperAdmin: null, address: null };
      await portal.database.db.transaction((tx) =>
        audit.record(tx, actor, {
          event: 'TICKET_CREATED',
          entityId: TICKET,
          details: { referenceNumber: 'INC0012345', attachment: false },
        }),
      );
    });

    it('words an entry in the language the request asks for, or else in the reader’s own', async () => {
      expect((await describedIn('es-MX'))(TICKET)).toBe('Creó el ticket de soporte INC0012345');
      expect((await describedIn('fr-CA'))(TICKET)).toBe('Billet de soutien INC0012345 créé');
      expect((await describedIn())(TICKET)).toBe('Raised support ticket INC0012345');
    });

    it('exports it in the reader’s language', async () => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await (await download({ locale: 'es-MX', events: ['TICKET_CREATED'] })).arrayBuffer());
      const details: string[] = [];
      workbook.worksheets[0]?.eachRow((row) => details.push(String(row.getCell(4).value)));
      expect(details).toContain('Creó el ticket de soporte INC0012345');
    });

    it('keeps the words of an entry written without details', async () => {
      expect((await describedIn('es-MX'))('entity-2')).toBe('Change number 2');
    });
  });
});

async function errorDetailsOf(response: Response): Promise<string[]> {
  const { error } = (await response.json()) as { error: { details: { message: string }[] } };
  return error.details.map(({ message }) => message);
}
