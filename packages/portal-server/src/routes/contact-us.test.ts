import {
  BotChallengeSchema,
  ContactUsCreatedSchema,
  type BotProof,
  type SupportFormReading,
} from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOT_CHECK } from '../config';
import { contactRequests, emailOutbox, marketFeatureFlags } from '../db/schema';
import { stableFraction } from '../services/bot-check-service';
import { errorMessageOf, fromAddress, openSeededTestApp, signIn, type SeededTestApp } from '../testing/seeded-test-app';
import { testDatabaseTargets } from '../testing/test-databases';

const request = {
  accountType: 23,
  firstName: 'Ana',
  name: 'García',
  primaryContactEmail: 'ana@retailer.test',
  contactPhone: '555 010 0100',
  companyName: 'Retailer',
  issue: 2047,
  issueType: 3001,
  subIssueType: 4001,
  supportType: 1463,
  description: 'I need access to Report Builder.',
  onBehalfOfSomeoneElse: false,
};

const BOT_CHECK_SECRET = 'contact-us-test-secret-of-at-least-32-chars';

interface ContactUsPost {
  readonly address: string;
  readonly body?: unknown;
  readonly cookie?: string;
  readonly locale?: string;
  readonly botProof?: BotProof;
}

function postContactUs(app: Hono, { address, body = request, cookie, locale, botProof }: ContactUsPost) {
  return app.request(
    '/api/lcs/contact-us',
    {
      method: 'POST',
      headers: {
        Host: 'localhost',
        'Content-Type': 'application/json',
        ...(cookie ? { Cookie: cookie } : {}),
        ...(locale ? { locale } : {}),
      },
      body: JSON.stringify(botProof ? { ...(body as object), botProof } : body),
    },
    fromAddress(address),
  );
}

/** An address whose visitors fall in the A/B test's variant B (or A). */
function addressInVariant(variantB: boolean, prefix: string): string {
  for (let host = 1; ; host += 1) {
    const address = `${prefix}.${host}`;
    if (stableFraction(`contact-us-variant:${address}`) >= 0.5 === variantB) return address;
  }
}

describe.each(testDatabaseTargets)('contact us on $name', (target) => {
  let portal: SeededTestApp;
  let app: Hono;

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    app = portal.appWith({ botCheck: { ...DEFAULT_BOT_CHECK, secret: BOT_CHECK_SECRET } });
  });

  afterAll(() => portal?.close());

  const storedCounts = async () => ({
    requests: await portal.database.db.$count(contactRequests),
    emails: await portal.database.db.$count(emailOutbox),
  });

  async function storesNothing(post: () => Response | Promise<Response>, status: number) {
    const before = await storedCounts();
    const response = await post();
    expect(response.status).toBe(status);
    expect(await storedCounts()).toEqual(before);
    return response;
  }

  async function challengeOf(post: () => Response | Promise<Response>) {
    const response = await storesNothing(post, 412);
    const { challenge, refusal } = v.parse(BotChallengeSchema, await response.json());
    return { ...challenge, refusal };
  }

  /** Posts from the address until the bot check is asked for, and answers its challenge. */
  async function challengeAfterLimit(address: string, locale?: string) {
    for (let post = 0; post < DEFAULT_BOT_CHECK.postsPerWindow; post += 1) {
      expect((await postContactUs(app, { address })).status).toBe(201);
    }
    return challengeOf(() => postContactUs(app, { address, locale }));
  }

  const answerTo = (prompt: string) =>
    String((prompt.match(/\d+/g) ?? []).map(Number).reduce((sum, term) => sum + term, 0));

  it('stores a visitor’s request and writes the notification to the outbox', async () => {
    const response = await postContactUs(app, { address: '203.0.113.1' });
    expect(response.status).toBe(201);
    const { requestId } = v.parse(ContactUsCreatedSchema, await response.json());
    const [stored] = await portal.database.db.select().from(contactRequests).where(eq(contactRequests.id, requestId));
    expect(stored).toMatchObject({ market: 'US', userId: null, clientAddress: '203.0.113.1', detail: request });
    const [email] = await portal.database.db.select().from(emailOutbox).where(eq(emailOutbox.createdAt, portal.now()));
    expect(email).toMatchObject({
      toAddress: 'support@partner-insights.test',
      subject: 'Contact us: Retailer (US)',
      sentAt: null,
    });
    expect(email?.text).toContain('primaryContactEmail: ana@retailer.test');
  });

  it('asks for the bot check after 3 posts from one address in 10 minutes, in the request’s language', async () => {
    const challenge = await challengeAfterLimit('203.0.113.2', 'es-MX');
    expect(challenge).toMatchObject({ kind: 'press-hold', holdMs: 3000, refusal: undefined });
    expect(challenge.prompt).toMatch(/^¿Cuánto es \d más \d\? Responde con números\.$/);
    expect(new Date(challenge.expiresAt).getTime() - portal.now().getTime()).toBe(5 * 60 * 1000);
    portal.advanceClockBy(10 * 60 * 1000);
    expect((await postContactUs(app, { address: '203.0.113.2' })).status).toBe(201);
  });

  it('counts a signed-in user’s posts from any address', async () => {
    const cookie = await signIn(portal.app, 'associate@retailer.test');
    for (const address of ['198.51.100.21', '198.51.100.22', '198.51.100.23']) {
      expect((await postContactUs(app, { address, cookie })).status).toBe(201);
    }
    await challengeOf(() => postContactUs(app, { address: '198.51.100.24', cookie }));
  });

  it('stores the post retried with a completed hold, once', async () => {
    const address = '203.0.113.3';
    const { id } = await challengeAfterLimit(address);
    portal.advanceClockBy(3000);
    const botProof: BotProof = { challengeId: id, method: 'hold', heldMs: 3012 };
    const before = await storedCounts();
    expect((await postContactUs(app, { address, botProof })).status).toBe(201);
    expect(await storedCounts()).toEqual({ requests: before.requests + 1, emails: before.emails + 1 });
    expect((await challengeOf(() => postContactUs(app, { address, botProof }))).refusal).toBe('replayed');
  });

  it('refuses a hold shorter than 3 seconds, whatever the browser reports', async () => {
    const address = '203.0.113.4';
    const { id } = await challengeAfterLimit(address);
    portal.advanceClockBy(3000);
    const short = await challengeOf(() =>
      postContactUs(app, { address, botProof: { challengeId: id, method: 'hold', heldMs: 2999 } }),
    );
    expect(short.refusal).toBe('tooShort');
    const instant = await challengeOf(() =>
      postContactUs(app, { address, botProof: { challengeId: short.id, method: 'hold', heldMs: 3000 } }),
    );
    expect(instant.refusal).toBe('tooShort');
  });

  it('refuses an expired challenge, another client’s and a forged one', async () => {
    const address = '203.0.113.5';
    const { id } = await challengeAfterLimit(address);
    const hold = (challengeId: string): BotProof => ({ challengeId, method: 'hold', heldMs: 3000 });
    portal.advanceClockBy(3000);
    expect((await challengeOf(() => postContactUs(app, { address: '203.0.113.6', botProof: hold(id) }))).refusal).toBe(
      'otherClient',
    );
    const forged = `${id.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await challengeOf(() => postContactUs(app, { address, botProof: hold(forged) }))).refusal).toBe('unknown');
    portal.advanceClockBy(5 * 60 * 1000);
    expect((await challengeOf(() => postContactUs(app, { address, botProof: hold(id) }))).refusal).toBe('expired');
  });

  it('accepts the accessible alternative’s right answer and refuses a wrong one', async () => {
    const address = '203.0.113.7';
    const { id, prompt } = await challengeAfterLimit(address);
    const wrong = await challengeOf(() =>
      postContactUs(app, { address, botProof: { challengeId: id, method: 'alternative', answer: '99' } }),
    );
    expect(wrong.refusal).toBe('wrongAnswer');
    const answer = answerTo(prompt);
    expect(
      (
        await postContactUs(app, {
          address,
          botProof: { challengeId: id, method: 'alternative', answer: ` ${answer} ` },
        })
      ).status,
    ).toBe(201);
  });

  it('asks the configured share of visitors, and with the A/B test on only its B variant', async () => {
    const everyone = portal.appWith({
      botCheck: { ...DEFAULT_BOT_CHECK, secret: BOT_CHECK_SECRET, challengeShare: 1 },
    });
    await challengeOf(() => postContactUs(everyone, { address: '192.0.2.1' }));
    const cookie = await signIn(portal.app, 'user@acme-foods.test');
    expect((await postContactUs(everyone, { address: '192.0.2.2', cookie })).status).toBe(201);

    await portal.database.db
      .update(marketFeatureFlags)
      .set({ enabled: true })
      .where(eq(marketFeatureFlags.flag, 'contact-us-a-b-test'));
    expect((await postContactUs(everyone, { address: addressInVariant(false, '192.0.3') })).status).toBe(201);
    await challengeOf(() => postContactUs(everyone, { address: addressInVariant(true, '192.0.4') }));
  });

  it('refuses a request that is not JSON with 415', async () => {
    await storesNothing(
      () =>
        app.request(
          '/api/lcs/contact-us',
          { method: 'POST', headers: { Host: 'localhost', 'Content-Type': 'text/plain' }, body: 'hello' },
          fromAddress('203.0.113.8'),
        ),
      415,
    );
  });

  describe.each<SupportFormReading>(['optional', 'required'])('in the %s reading', (reading) => {
    const readingApp = () => portal.appWith({ supportFormReading: reading });
    const without = (...keys: string[]) =>
      Object.fromEntries(Object.entries(request).filter(([key]) => !keys.includes(key)));

    it.each(['firstName', 'name', 'primaryContactEmail', 'companyName', 'description', 'accountType', 'supportType'])(
      'refuses a request without %s',
      async (field) => {
        const response = await storesNothing(
          () => postContactUs(readingApp(), { address: '203.0.113.9', body: without(field) }),
          400,
        );
        await errorMessageOf(response, 400);
      },
    );

    it('refuses an invalid email and an invalid phone number', async () => {
      for (const body of [
        { ...request, primaryContactEmail: 'ana@' },
        { ...request, contactPhone: 'call me' },
      ]) {
        await storesNothing(() => postContactUs(readingApp(), { address: '203.0.113.9', body }), 400);
      }
    });

    it(`${reading === 'optional' ? 'accepts' : 'refuses'} a request without issue fields and phone`, async () => {
      const post = () =>
        postContactUs(readingApp(), {
          address: `203.0.113.1${reading === 'optional' ? 0 : 1}`,
          body: without('issue', 'issueType', 'subIssueType', 'contactPhone'),
        });
      if (reading === 'optional') expect((await post()).status).toBe(201);
      else await storesNothing(post, 400);
    });
  });
});
