import {
  BOT_PROOF_HEADER,
  CONTACT_US_PARTS,
  decodeBotProof,
  errorEnvelope,
  INCIDENT_PARTS,
  type ContactUsRequest,
  type IncidentDetail,
} from '@partner-insights/contracts';
import { describe, expect, it, vi } from 'vitest';
import { supportFixtures } from '../SupportForms/supportFixtures';
import { createStartedRootStore } from '../../../testing/createTestRootStore';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { users } from '../../../testing/userFixtures';
import { createSupportStore } from './SupportStore';

const detail: IncidentDetail = {
  accountType: 25,
  supportType: 1464,
  issue: undefined,
  issueType: undefined,
  subIssueType: undefined,
  firstName: 'Sam',
  lastName: 'Ortiz',
  primaryContactEmail: 'user@acme-foods.test',
  companyName: 'Acme Foods',
  callBackNumber: undefined,
  situationDescription: 'I cannot sign in.',
  onBehalfOfSomeoneElse: false,
};
const request: ContactUsRequest = {
  accountType: 23,
  firstName: 'Ana',
  name: 'García',
  primaryContactEmail: 'ana@retailer.test',
  contactPhone: undefined,
  companyName: 'Retailer',
  supportType: 1464,
  issue: undefined,
  issueType: undefined,
  subIssueType: undefined,
  description: 'I cannot sign in.',
  onBehalfOfSomeoneElse: false,
};
const challenge = {
  challenge: {
    id: 'c-1',
    kind: 'press-hold',
    holdMs: 3000,
    prompt: 'What is 2 plus 3?',
    expiresAt: '2026-03-02T09:05:00.000Z',
    work: { seed: 'story-seed-7f3a', difficulty: 8 },
  },
};

async function setUp(fixtures: Fixtures = {}) {
  const { rootStore, transport } = await createStartedRootStore({
    user: users.regularUser,
    fixtures: supportFixtures(fixtures),
  });
  const posted = (route: string) => transport.requests.filter((r) => `${r.method} ${r.url.split('?')[0]}` === route);
  return { rootStore, support: rootStore.areaStore(createSupportStore), transport, posted };
}

describe('SupportStore', () => {
  it('asks for the support configuration in the reader’s language, without routing a 401', async () => {
    const { support, transport } = await setUp({
      'GET /api/analyticsReports': { status: 401, body: errorEnvelope(401, 'Session Expired') },
    });
    await support.loadConfiguration();
    const [call] = transport.requests.filter((r) => r.url === '/api/analyticsReports');
    expect(call?.headers['locale']).toBe('en-US');
    expect(support.isConfigurationRefused).toBe(true);
  });

  it('raises a ticket as multipart with the oscType, and forgets the draft', async () => {
    const { support, posted } = await setUp();
    support.saveDraft('incident', { firstName: 'Sam' });
    const attachment = new File(['report'], 'report.txt', { type: 'text/plain' });

    await expect(support.createTicket(detail, attachment)).resolves.toMatchObject({ referenceNumber: '261122-000042' });

    const [call] = posted('POST /api/incidents');
    expect(call?.url).toBe('/api/incidents?oscType=incident');
    const body = call?.body as FormData;
    expect(JSON.parse(body.get(INCIDENT_PARTS.detail) as string)).toMatchObject({ supportType: 1464 });
    expect((body.get(INCIDENT_PARTS.file) as File).name).toBe('report.txt');
    expect(support.draftOf('incident')).toBeUndefined();
  });

  it('rejects a ticket the server did not create, keeping the draft', async () => {
    const { support } = await setUp({ 'POST /api/incidents': { status: 500, body: errorEnvelope(500, 'Down') } });
    support.saveDraft('incident', { firstName: 'Sam' });
    await expect(support.createTicket(detail, null)).rejects.toThrow();
    expect(support.draftOf('incident')).toEqual({ firstName: 'Sam' });
  });

  it('sends a contact request through the bot challenge with the proof the reader gave', async () => {
    const { rootStore, support, posted } = await setUp({
      'POST /api/lcs/contact-us': ({ headers }) =>
        headers[BOT_PROOF_HEADER]
          ? { status: 201, body: { requestId: '2b7c9d1e-4f3a-4b6c-8d2e-9f0a1b2c3d4e' } }
          : { status: 412, body: challenge },
    });

    const sent = support.contactUs(request, null);
    await vi.waitFor(() => expect(rootStore.botCheck.challenge?.challenge.id).toBe('c-1'));
    rootStore.botCheck.complete({ challengeId: 'c-1', method: 'alternative', answer: '5', nonce: '592' });

    await expect(sent).resolves.toBe('sent');
    const [first, retried] = posted('POST /api/lcs/contact-us');
    expect(first?.headers[BOT_PROOF_HEADER]).toBeUndefined();
    expect(decodeBotProof(retried?.headers[BOT_PROOF_HEADER] ?? '')).toEqual({
      challengeId: 'c-1',
      method: 'alternative',
      answer: '5',
      nonce: '592',
    });
    expect(JSON.parse((retried?.body as FormData).get(CONTACT_US_PARTS.detail) as string)).toMatchObject({
      name: 'García',
    });
  });

  it('sends nothing when the reader closes the challenge', async () => {
    const { rootStore, support, posted } = await setUp({
      'POST /api/lcs/contact-us': { status: 412, body: challenge },
    });
    const sent = support.contactUs(request, null);
    await vi.waitFor(() => expect(rootStore.botCheck.challenge).not.toBeNull());
    rootStore.botCheck.cancel();
    await expect(sent).resolves.toBe('challengeClosed');
    expect(posted('POST /api/lcs/contact-us')).toHaveLength(1);
  });

  it('keeps each user’s drafts apart, and never a file', async () => {
    const { rootStore, support } = await setUp();
    support.saveDraft('contactUs', { firstName: 'Sam', attachment: new File(['x'], 'x.txt'), supportType: 1464 });
    expect(support.draftOf('contactUs')).toEqual({ firstName: 'Sam', supportType: 1464 });
    rootStore.session.setUser({ ...users.supplierAdmin });
    expect(support.draftOf('contactUs')).toBeUndefined();
  });
});
