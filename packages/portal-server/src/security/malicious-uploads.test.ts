// Malicious files against every upload: programs under another name, polyglots, a spreadsheet zip bomb and
// file names that climb out of a folder are refused, or kept under a name the client did not choose.
import { BULK_FILE_PART } from '@partner-insights/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkTasks } from '../features/bulk-users/bulk-users.schema';
import { contactRequestAttachments } from '../features/contact-us/contact-us.schema';
import { incidentAttachments } from '../features/support/support.schema';
import { declaredRoutes, routeName, type DeclaredRoute } from '../platform/policy/declared-routes';
import { PDF_START, pngOfSize, postMultipart, programNamed } from '../platform/testing/multipart-post';
import {
  callApi,
  fromAddress,
  openSeededTestApp,
  signIn,
  type SeededTestApp,
} from '../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../platform/testing/test-databases';
import { zipOf } from '../platform/testing/zip-of';
import { pathFor, plausibleRequest } from './plausible-requests';
import { routeSubject, type RouteSubject } from './route-subject';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CLIMBING_NAMES = ['../../../etc/passwd.png', '..\\..\\windows\\win.ini.png', '/var/lib/portal/screen.png'];

/** Files no upload may take, each as a browser would send it. */
const maliciousFiles = (): readonly (readonly [string, File])[] => [
  ['a program named as a picture', programNamed('screen.png', 'image/png')],
  ['a program named as a PDF', programNamed('report.pdf', 'application/pdf')],
  ['a program named as a spreadsheet', programNamed('users.xlsx', XLSX_TYPE)],
  ['a web page', new File(['<html><script>alert(1)</script></html>'], 'page.html', { type: 'text/html' })],
  [
    'a PDF that is also a web page',
    new File([`${PDF_START}<html><script>alert(1)</script></html>`], 'page.html', { type: 'text/html' }),
  ],
  [
    'a spreadsheet zip bomb',
    new File([zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(50 * 1024 * 1024))], 'users.xlsx', { type: XLSX_TYPE }),
  ],
];

const [embedded] = testDatabaseTargets;

describe('every upload, sent malicious files', () => {
  let portal: SeededTestApp;
  let cookie: string;
  let subject: RouteSubject;
  let uploads: DeclaredRoute[];

  const upload = (route: DeclaredRoute, file: File, index: number) => {
    const request = plausibleRequest(route, subject);
    const path = pathFor(route, subject) + (request.query ?? '');
    // Each upload from an address of its own, so that per-address limits do not answer for the checks.
    const address = `198.51.100.${100 + index}`;
    const headers = { Host: 'localhost:3000', Cookie: cookie, ...('headers' in request ? request.headers : {}) };
    if ('multipart' in request) {
      return postMultipart(portal.app, path, { ...request.multipart, file, headers, address });
    }
    const form = new FormData();
    form.set(BULK_FILE_PART, file);
    return portal.app.request(path, { method: 'POST', headers, body: form }, fromAddress(address));
  };

  beforeAll(async () => {
    if (!embedded) throw new Error('No test database');
    portal = await openSeededTestApp(embedded);
    cookie = await signIn(portal.app, 'superadmin@partner-insights.test');
    subject = await routeSubject(portal.database.db, 'Acme Foods', 'dwhitfield');
    const chosen = await callApi(portal.app, `/api/users/set-context?companyId=${subject.companyId}&reason=Tests`, {
      cookie,
    });
    expect(chosen.status).toBe(200);
    uploads = declaredRoutes(portal.app).filter((route) => {
      const request = plausibleRequest(route, subject);
      return 'spreadsheet' in request || ('multipart' in request && request.multipart.parts.file !== undefined);
    });
  }, 60_000);

  afterAll(() => portal?.close());

  it('refuses every malicious file on every upload with 4xx, storing nothing', async () => {
    expect(uploads.map(routeName).length).toBeGreaterThanOrEqual(4);
    const stored = async () =>
      (await portal.database.db.select().from(incidentAttachments)).length +
      (await portal.database.db.select().from(contactRequestAttachments)).length +
      (await portal.database.db.select().from(bulkTasks)).length;
    const before = await stored();
    let index = 0;
    for (const route of uploads) {
      for (const [kind, file] of maliciousFiles()) {
        const response = await upload(route, file, (index += 1));
        expect([routeName(route), kind, response.status >= 400 && response.status < 500]).toEqual([
          routeName(route),
          kind,
          true,
        ]);
      }
    }
    expect(await stored()).toBe(before);
  }, 120_000);

  it('keeps only the last part of a file name that climbs out of its folder', async () => {
    let index = 50;
    for (const route of uploads) {
      for (const name of CLIMBING_NAMES) {
        const picture = new File([await pngOfSize(1024).arrayBuffer()], name, { type: 'image/png' });
        const spreadsheet = new File(['Email,First name,Last name,Role,Products\r\n'], name.replace('.png', '.csv'), {
          type: 'text/csv',
        });
        const isSpreadsheet = 'spreadsheet' in plausibleRequest(route, subject);
        await upload(route, isSpreadsheet ? spreadsheet : picture, (index += 1));
      }
    }
    const names = [
      ...(await portal.database.db.select({ name: incidentAttachments.fileName }).from(incidentAttachments)),
      ...(await portal.database.db
        .select({ name: contactRequestAttachments.fileName })
        .from(contactRequestAttachments)),
      ...(await portal.database.db.select({ name: bulkTasks.fileName }).from(bulkTasks)),
    ].map(({ name }) => name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => /[\\/]|^\.\./.test(name))).toEqual([]);
  }, 120_000);
});
