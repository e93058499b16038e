// Property-based tests: every route that takes a body, fed generated bad payloads by a caller its policy lets in,
// answers 4xx with the error envelope, never 5xx, and a payload it refuses changes no row.
import {
  BOT_CHALLENGE_STATUS,
  BotChallengeSchema,
  BULK_FILE_PART,
  ErrorEnvelopeSchema,
} from '@partner-insights/contracts';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes, routeName, type DeclaredRoute } from '../platform/policy/declared-routes';
import {
  callApi,
  fromAddress,
  openSeededTestApp,
  signIn,
  type SeededTestApp,
} from '../platform/testing/seeded-test-app';
import { tableFingerprints } from '../platform/testing/table-fingerprints';
import { testDatabaseTargets } from '../platform/testing/test-databases';
import { deeplyNested, hostileString, hostileValue, PROTOTYPE_KEYS_JSON, wrongTypeFor } from './hostile-values';
import { pathFor, plausibleRequest, type PlausibleRequest } from './plausible-requests';
import { routeSubject, type RouteSubject } from './route-subject';

/** Runs per route and property: enough to try every kind of bad payload, bounded for the test command's time. */
const RUNS = 6;
const SUPER_ADMIN = 'superadmin@partner-insights.test';
const ADDRESS = '198.51.100.77';

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON text no schema accepts: another type, a field of another type, nesting, broken syntax. */
function invalidJsonText(body: JsonObject): fc.Arbitrary<string> {
  const text = JSON.stringify(body);
  const fields = Object.keys(body).filter((key) => body[key] !== null);
  const kinds: fc.Arbitrary<string>[] = [
    wrongTypeFor(body).map((value) => JSON.stringify(value)),
    fc.integer({ min: 1, max: Math.max(1, text.length - 1) }).map((cut) => text.slice(0, cut)),
    fc.constantFrom(
      '',
      'undefined',
      '{"a":',
      `${text}}`,
      `${text},{}`,
      "{'single':'quotes'}",
      '\u0000',
      deeplyNested(100_000),
    ),
  ];
  if (fields.length > 0) {
    const field = fc.constantFrom(...fields);
    kinds.push(
      field.chain((key) => wrongTypeFor(body[key]).map((value) => JSON.stringify({ ...body, [key]: value }))),
      field.map((key) => `{${PROTOTYPE_KEYS_JSON},${JSON.stringify({ ...body, [key]: 12345 }).slice(1)}`),
      field.map((key) => JSON.stringify({ ...body, [key]: null }).replace('null', deeplyNested(5000))),
    );
  }
  return fc.oneof(...kinds);
}

/** JSON a schema may or may not accept: fields missing or extra, hostile strings and numbers in valid places. */
function hostileJson(body: JsonObject): fc.Arbitrary<string> {
  const fields = Object.keys(body);
  const kinds: fc.Arbitrary<string>[] = [
    fc.dictionary(hostileString, hostileValue, { maxKeys: 3 }).map((extra) => JSON.stringify({ ...body, ...extra })),
    fc.constant(`{${PROTOTYPE_KEYS_JSON},${JSON.stringify(body).slice(1)}`),
  ];
  if (fields.length > 0) {
    const field = fc.constantFrom(...fields);
    kinds.push(
      field.map((key) => JSON.stringify(Object.fromEntries(Object.entries(body).filter(([name]) => name !== key)))),
      fc.tuple(field, hostileValue).map(([key, value]) => JSON.stringify({ ...body, [key]: value })),
    );
  }
  return fc.oneof(...kinds);
}

async function expectEnvelope(route: DeclaredRoute, response: Response, { refused }: { refused: boolean }) {
  const text = await response.text();
  const where = `${routeName(route)} answered ${response.status} ${text.slice(0, 200)}`;
  expect(response.status, where).toBeLessThan(500);
  if (refused) expect(response.status, where).toBeGreaterThanOrEqual(400);
  if (response.status >= 400) {
    // The bot check's declared answer is its challenge; every other refusal is the error envelope.
    const schema = response.status === BOT_CHALLENGE_STATUS ? BotChallengeSchema : ErrorEnvelopeSchema;
    expect(v.safeParse(schema, JSON.parse(text)).success, where).toBe(true);
  }
  // Whatever the body held, no object of the server gained a property.
  expect((Object.prototype as JsonObject)['polluted'], where).toBeUndefined();
}

type MultipartRequest = Extract<PlausibleRequest, { multipart: unknown }>;

// The payload's checks do not depend on the database engine: the embedded one is enough.
const [embedded] = testDatabaseTargets;

describe('every route that takes a body, fed bad payloads', () => {
  let portal: SeededTestApp;
  let cookie: string;
  let subject: RouteSubject;
  let jsonRoutes: { route: DeclaredRoute; request: PlausibleRequest & { json: JsonObject } }[];
  let formRoutes: { route: DeclaredRoute; request: MultipartRequest }[];
  let fileRoutes: DeclaredRoute[];

  const send = (route: DeclaredRoute, query: string | undefined, body: BodyInit, contentType?: string) =>
    portal.app.request(
      pathFor(route, subject) + (query ?? ''),
      {
        method: route.method,
        headers: { Host: 'localhost:3000', Cookie: cookie, ...(contentType ? { 'Content-Type': contentType } : {}) },
        body,
      },
      fromAddress(ADDRESS),
    );
  const form = (entries: Readonly<Record<string, string | File>>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(entries)) data.set(name, value);
    return data;
  };

  beforeAll(async () => {
    if (!embedded) throw new Error('No test database');
    portal = await openSeededTestApp(embedded);
    // A super admin acting for a company is let in by every route that takes a body: only the payload is judged.
    cookie = await signIn(portal.app, SUPER_ADMIN, ADDRESS);
    subject = await routeSubject(portal.database.db, 'Acme Foods', 'dwhitfield');
    expect(
      (await callApi(portal.app, `/api/users/set-context?companyId=${subject.companyId}&reason=Tests`, { cookie }))
        .status,
    ).toBe(200);
    const withBodies = declaredRoutes(portal.app)
      .filter(({ method }) => method !== 'GET')
      .map((route) => ({ route, request: plausibleRequest(route, subject) }));
    jsonRoutes = withBodies.flatMap(({ route, request }) =>
      // A body of no field is the session's own calls' (signing out, keeping alive): nothing there to judge.
      'json' in request && isObject(request.json) && Object.keys(request.json).length > 0
        ? [{ route, request: { ...request, json: request.json } }]
        : [],
    );
    formRoutes = withBodies.flatMap(({ route, request }) => ('multipart' in request ? [{ route, request }] : []));
    fileRoutes = withBodies.flatMap(({ route, request }) => ('spreadsheet' in request ? [route] : []));
  }, 60_000);

  afterAll(() => portal?.close());

  it('refuses invalid JSON, JSON of the wrong shape and the wrong media type with 4xx, and changes no row', async () => {
    const before = await tableFingerprints(portal.database.db);
    let cases = 0;
    for (const { route, request } of jsonRoutes) {
      await fc.assert(
        fc.asyncProperty(invalidJsonText(request.json), async (text) => {
          cases += 1;
          await expectEnvelope(route, await send(route, request.query, text, 'application/json'), { refused: true });
        }),
        { numRuns: RUNS },
      );
      const asText = await send(route, request.query, JSON.stringify(request.json), 'text/plain');
      await expectEnvelope(route, asText, { refused: true });
    }
    for (const { route, request } of formRoutes) {
      const { parts, detail } = request.multipart;
      await fc.assert(
        fc.asyncProperty(invalidJsonText(detail as JsonObject), async (text) => {
          cases += 1;
          const response = await send(route, request.query, form({ [parts.detail]: text }));
          await expectEnvelope(route, response, { refused: true });
        }),
        { numRuns: RUNS },
      );
    }
    for (const route of [...formRoutes.map(({ route }) => route), ...fileRoutes]) {
      const { query } = plausibleRequest(route, subject);
      const malformed = [
        send(
          route,
          query,
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
          'multipart/form-data; boundary=y',
        ),
        send(route, query, 'not a form', 'multipart/form-data'),
        send(route, query, form({})),
        send(route, query, form({ [BULK_FILE_PART]: 'text, not a file' })),
      ];
      for (const response of await Promise.all(malformed)) await expectEnvelope(route, response, { refused: true });
      cases += malformed.length;
    }
    console.info(
      `Bad payloads: ${cases} invalid ones over ${jsonRoutes.length + formRoutes.length + fileRoutes.length} routes`,
    );
    expect(await tableFingerprints(portal.database.db)).toEqual(before);
  }, 300_000);

  it('refuses the NUL character in any text of a body with 400, which no text or jsonb column can store', async () => {
    const withNul = (body: JsonObject) => {
      const field = Object.keys(body).find((key) => typeof body[key] === 'string');
      return field === undefined ? undefined : JSON.stringify({ ...body, [field]: `a\u0000${String(body[field])}` });
    };
    const before = await tableFingerprints(portal.database.db);
    let routes = 0;
    for (const { route, request } of jsonRoutes) {
      const text = withNul(request.json);
      if (text === undefined) continue;
      routes += 1;
      const response = await send(route, request.query, text, 'application/json');
      await expectEnvelope(route, response, { refused: true });
      expect(response.status, routeName(route)).toBe(400);
    }
    for (const { route, request } of formRoutes) {
      const { parts, detail } = request.multipart;
      const text = withNul(detail as JsonObject);
      if (text === undefined) continue;
      routes += 1;
      const response = await send(route, request.query, form({ [parts.detail]: text }));
      await expectEnvelope(route, response, { refused: true });
      expect(response.status, routeName(route)).toBe(400);
    }
    expect(routes).toBeGreaterThan(10);
    expect(await tableFingerprints(portal.database.db)).toEqual(before);
  });

  it('never fails on hostile values, missing or extra fields, or prototype keys, whether it accepts them or not', async () => {
    for (const { route, request } of jsonRoutes) {
      await fc.assert(
        fc.asyncProperty(hostileJson(request.json), async (text) => {
          await expectEnvelope(route, await send(route, request.query, text, 'application/json'), { refused: false });
        }),
        { numRuns: RUNS },
      );
    }
    for (const { route, request } of formRoutes) {
      const { parts, detail } = request.multipart;
      await fc.assert(
        fc.asyncProperty(hostileJson(detail as JsonObject), async (text) => {
          const response = await send(route, request.query, form({ [parts.detail]: text }));
          await expectEnvelope(route, response, { refused: false });
        }),
        { numRuns: RUNS },
      );
    }
  }, 300_000);
});
