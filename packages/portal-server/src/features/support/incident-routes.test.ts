import {
  INCIDENT_PARTS,
  IncidentCreatedSchema,
  IncidentDetailViewSchema,
  MAX_ATTACHMENT_BYTES,
  type SupportFormReading,
} from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_START, pdfOfSize, postMultipart, programNamed } from '../../platform/testing/multipart-post';
import {
  callApi,
  errorMessageOf,
  openSeededTestApp,
  signIn,
  type SeededTestApp,
} from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { ATTACHMENT_TOO_LARGE_MESSAGE, ATTACHMENT_TYPE_MESSAGE } from './attachments/multipart-parts';
import { completeIncidentDetail } from './incident-detail.fixture';
import { NO_SUCH_ATTACHMENT_MESSAGE, NOT_OFFERED_MESSAGE } from './incident-routes';
import { incidentAttachments, incidents } from './support.schema';

const completeDetail = completeIncidentDetail;

interface IncidentPost {
  readonly cookie?: string;
  /** Sent as JSON unless text; null leaves the part out. */
  readonly detail?: unknown;
  readonly file?: File;
  readonly host?: string;
  readonly oscType?: string;
}

function postIncident(
  app: Hono,
  { cookie, detail = completeDetail, file, host = 'localhost', oscType = 'incident' }: IncidentPost,
) {
  return postMultipart(app, `/api/incidents?oscType=${oscType}`, {
    parts: INCIDENT_PARTS,
    detail,
    file,
    headers: { Host: host, ...(cookie ? { Cookie: cookie } : {}) },
  });
}

const withoutKeys = (keys: readonly string[]) =>
  Object.fromEntries(Object.entries(completeDetail).filter(([key]) => !keys.includes(key)));

describe.each(testDatabaseTargets)('raising incidents on $name', (target) => {
  let portal: SeededTestApp;
  let cookie: string;

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    cookie = await signIn(portal.app, 'user@acme-foods.test');
  });

  afterAll(() => portal?.close());

  const storedCounts = async () => ({
    incidents: await portal.database.db.$count(incidents),
    attachments: await portal.database.db.$count(incidentAttachments),
  });

  /** Asserts the post is refused with `status`, stores nothing, and answers the refusal's message. */
  async function refused(post: () => Response | Promise<Response>, status: number): Promise<string> {
    const before = await storedCounts();
    const message = await errorMessageOf(await post(), status);
    expect(await storedCounts()).toEqual(before);
    return message;
  }

  it('stores an incident with a 10 MB attachment and answers its id and reference number', async () => {
    const response = await postIncident(portal.app, { cookie, file: pdfOfSize(MAX_ATTACHMENT_BYTES) });
    expect(response.status).toBe(201);
    const created = v.parse(IncidentCreatedSchema, await response.json());
    expect(created.referenceNumber).toMatch(/^261122-\d{6}$/);

    const [stored] = await portal.database.db.select().from(incidents).where(eq(incidents.id, created.incidentId));
    expect(stored).toMatchObject({
      oscType: 'incident',
      market: 'US',
      status: 'UNRESOLVED',
      subject: 'I need access to Report Builder.',
      detail: { ...completeDetail },
    });
    const [attachment] = await portal.database.db
      .select()
      .from(incidentAttachments)
      .where(eq(incidentAttachments.incidentId, created.incidentId));
    expect(attachment).toMatchObject({
      fileName: 'export.pdf',
      contentType: 'application/pdf',
      size: MAX_ATTACHMENT_BYTES,
    });
    expect(attachment?.content.subarray(0, PDF_START.length).toString()).toBe(PDF_START);
  });

  it('names the choices in the ticket, leaving out the issue levels it was raised without', async () => {
    const { subIssueType: _sub, issueType: _type, ...detail } = completeDetail;
    const response = await postIncident(portal.app, { cookie, detail: { ...detail, supportType: 1464, issue: 2104 } });
    const { incidentId } = v.parse(IncidentCreatedSchema, await response.json());
    const ticket = await callApi(portal.app, `/api/osc/user/incidents/${incidentId}`, { cookie });
    expect(v.parse(IncidentDetailViewSchema, await ticket.json()).choices).toEqual({
      accountType: 'Supplier',
      supportType: 'Technical issue',
      issue: 'Exports and downloads',
      issueType: null,
      subIssueType: null,
    });
  });

  it('hands the attachment back, byte for byte, as a download to its owner only', async () => {
    const file = new File([PDF_START, 'Mañana’s figures'], 'Ventas mañana "Q3".pdf', { type: 'application/pdf' });
    const created = v.parse(IncidentCreatedSchema, await (await postIncident(portal.app, { cookie, file })).json());
    const path = `/api/osc/user/incidents/${created.incidentId}/attachment`;

    const response = await callApi(portal.app, path, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Ventas ma_ana _Q3_.pdf"; filename*=UTF-8''${encodeURIComponent('Ventas mañana "Q3".pdf')}`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(await file.arrayBuffer()))).toBe(true);

    const someoneElse = await signIn(portal.app, 'admin@acme-foods.test');
    expect(await errorMessageOf(await callApi(portal.app, path, { cookie: someoneElse }), 404)).toBe(
      NO_SUCH_ATTACHMENT_MESSAGE,
    );
    expect((await callApi(portal.app, path)).status).toBe(401);
  });

  it('answers 404 for a ticket without an attachment, as for one that does not exist', async () => {
    const created = v.parse(IncidentCreatedSchema, await (await postIncident(portal.app, { cookie })).json());
    for (const incidentId of [created.incidentId, '00000000-0000-4000-8000-000000000000', 'not-a-ticket']) {
      const response = await callApi(portal.app, `/api/osc/user/incidents/${incidentId}/attachment`, { cookie });
      expect(await errorMessageOf(response, 404)).toBe(NO_SUCH_ATTACHMENT_MESSAGE);
    }
  });

  it('stores an incident without an attachment', async () => {
    const before = await storedCounts();
    expect((await postIncident(portal.app, { cookie })).status).toBe(201);
    expect(await storedCounts()).toEqual({ incidents: before.incidents + 1, attachments: before.attachments });
  });

  it('refuses an attachment one byte over 10 MB with the size error', async () => {
    const message = await refused(
      () => postIncident(portal.app, { cookie, file: pdfOfSize(MAX_ATTACHMENT_BYTES + 1) }),
      413,
    );
    expect(message).toBe(ATTACHMENT_TOO_LARGE_MESSAGE);
  });

  it('stops reading a body far over the limit, with the same size error', async () => {
    const message = await refused(() => postIncident(portal.app, { cookie, file: pdfOfSize(11 * 1024 * 1024) }), 413);
    expect(message).toBe(ATTACHMENT_TOO_LARGE_MESSAGE);
  });

  it('refuses a content type outside the list, and a file whose bytes belie its type', async () => {
    const program = programNamed('setup.exe', 'application/x-msdownload');
    expect(await refused(() => postIncident(portal.app, { cookie, file: program }), 400)).toBe(ATTACHMENT_TYPE_MESSAGE);
    const disguised = programNamed('report.pdf', 'application/pdf');
    await refused(() => postIncident(portal.app, { cookie, file: disguised }), 400);
  });

  it('refuses a request that is not multipart with 415', async () => {
    const post = () =>
      portal.app.request('/api/incidents?oscType=incident', {
        method: 'POST',
        headers: { Host: 'localhost', Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ incidentDetail: completeDetail }),
      });
    await refused(post, 415);
  });

  it('refuses a missing or malformed incidentDetail part, and a missing oscType', async () => {
    await refused(() => postIncident(portal.app, { cookie, detail: null }), 400);
    await refused(() => postIncident(portal.app, { cookie, detail: '{"firstName": ' }), 400);
    await refused(() => postIncident(portal.app, { cookie, oscType: '' }), 400);
  });

  it('refuses a visitor with 401', async () => {
    await refused(() => postIncident(portal.app, {}), 401);
  });

  it('refuses a support type the site does not offer, and an issue chain that does not hold together', async () => {
    expect(
      await refused(
        () =>
          postIncident(portal.app, {
            cookie,
            host: 'mx.localhost',
            detail: { ...completeDetail, supportType: 1858, issue: 2301, issueType: 3401, subIssueType: 4401 },
          }),
        400,
      ),
    ).toBe(NOT_OFFERED_MESSAGE);
    await refused(() => postIncident(portal.app, { cookie, detail: { ...completeDetail, issueType: 3101 } }), 400);
  });

  describe.each<SupportFormReading>(['optional', 'required'])('in the %s reading', (reading) => {
    const app = () => portal.appWith({ supportFormReading: reading });

    it.each([
      'firstName',
      'lastName',
      'primaryContactEmail',
      'companyName',
      'situationDescription',
      'accountType',
      'supportType',
    ])('refuses an incident without %s', async (field) => {
      await refused(() => postIncident(app(), { cookie, detail: withoutKeys([field]) }), 400);
    });

    it('refuses an invalid email and an invalid phone number', async () => {
      await refused(
        () => postIncident(app(), { cookie, detail: { ...completeDetail, primaryContactEmail: 'ana@' } }),
        400,
      );
      await refused(
        () => postIncident(app(), { cookie, detail: { ...completeDetail, callBackNumber: 'call me' } }),
        400,
      );
    });

    it(`${reading === 'optional' ? 'accepts' : 'refuses'} an incident without issue fields and call-back number`, async () => {
      const response = postIncident(app(), {
        cookie,
        detail: withoutKeys(['issue', 'issueType', 'subIssueType', 'callBackNumber']),
      });
      if (reading === 'optional') expect((await response).status).toBe(201);
      else await refused(() => response, 400);
    });
  });
});
