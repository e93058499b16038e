import { INCIDENT_PARTS } from '@partner-insights/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMultipart } from '../testing/multipart-post';
import { errorMessageOf, openSeededTestApp, signIn, type SeededTestApp } from '../testing/seeded-test-app';
import { tableFingerprints } from '../testing/table-fingerprints';
import { companyIdNamed } from '../testing/demo-records';
import { testDatabaseTargets } from '../testing/test-databases';
import { CROSS_SITE_MESSAGE } from './cross-site';

const HOST = 'localhost:3000';
const FROM_EVIL = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
const FROM_SIBLING_MARKET = { Origin: 'http://mx.localhost:3000', 'Sec-Fetch-Site': 'same-site' };
const FROM_THE_PORTAL = { Origin: `http://${HOST}`, 'Sec-Fetch-Site': 'same-origin' };

const incidentDetail = {
  accountType: 25,
  supportType: 1463,
  issue: 2047,
  issueType: 3001,
  subIssueType: 4001,
  firstName: 'Kevin',
  lastName: 'Patel',
  primaryContactEmail: 'user@acme-foods.test',
  companyName: 'Acme Foods',
  callBackNumber: '+1 (555) 010-0100',
  situationDescription: 'Reports do not load.',
  onBehalfOfSomeoneElse: false,
};

describe.each(testDatabaseTargets)('writes from another site on $name', (target) => {
  let portal: SeededTestApp;
  let cookie: string;

  const postIncident = (headers: Record<string, string>) =>
    postMultipart(portal.app, '/api/incidents?oscType=incident', {
      parts: INCIDENT_PARTS,
      detail: incidentDetail,
      headers: { Host: HOST, Cookie: cookie, ...headers },
    });
  const savePreferences = (headers: Record<string, string>) =>
    portal.app.request('/api/users/user@acme-foods.test/preferences', {
      method: 'POST',
      headers: { Host: HOST, Cookie: cookie, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ language_code: 'es-MX', locale: { timezone: 'America/Chicago' } }),
    });

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    cookie = await signIn(portal.app, 'user@acme-foods.test');
  });

  afterAll(() => portal?.close());

  it('refuses a multipart ticket posted from another site or a sibling market, and stores nothing', async () => {
    const before = await tableFingerprints(portal.database.db);
    for (const headers of [FROM_EVIL, FROM_SIBLING_MARKET, { Origin: 'https://evil.example' }]) {
      expect(await errorMessageOf(await postIncident(headers), 403)).toBe(CROSS_SITE_MESSAGE);
    }
    expect(await tableFingerprints(portal.database.db)).toEqual(before);
  });

  it('takes the ticket from the portal’s own pages, and from a client that is not a browser', async () => {
    expect((await postIncident(FROM_THE_PORTAL)).status).toBe(201);
    expect((await postIncident({ Origin: `http://${HOST}` })).status).toBe(201);
    expect((await postIncident({})).status).toBe(201);
  });

  it('refuses a JSON write from another site, and takes it from the portal', async () => {
    expect(await errorMessageOf(await savePreferences(FROM_EVIL), 403)).toBe(CROSS_SITE_MESSAGE);
    expect((await savePreferences(FROM_THE_PORTAL)).status).toBe(200);
  });

  it('refuses a company context chosen through a link on another site, a GET that changes state', async () => {
    const superAdmin = await signIn(portal.app, 'superadmin@partner-insights.test');
    const acme = await companyIdNamed(portal.database.db, 'Acme Foods');
    const setContext = (headers: Record<string, string>) =>
      portal.app.request(`/api/users/set-context?companyId=${acme}&reason=Linked`, {
        headers: { Host: HOST, Cookie: superAdmin, ...headers },
      });
    for (const headers of [FROM_EVIL, FROM_SIBLING_MARKET, { 'Sec-Fetch-Site': 'none' }]) {
      expect(await errorMessageOf(await setContext(headers), 403)).toBe(CROSS_SITE_MESSAGE);
    }
    expect((await setContext(FROM_THE_PORTAL)).status).toBe(200);
  });
});
