import {
  BOT_PROOF_HEADER,
  BotChallengeSchema,
  CONTACT_US_PARTS,
  ContactUsCreatedSchema,
  encodeBotProof,
  ErrorEnvelopeSchema,
  MAX_ATTACHMENT_BYTES,
  type BotProof,
  type SupportFormReading,
} from '@partner-insights/contracts';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOT_CHECK } from '../../config';
import { jobs } from '../../platform/jobs';
import { emailOutbox } from '../../platform/mail';
import { pdfOfSize, pngOfSize, postMultipart, programNamed } from '../../platform/testing/multipart-post';
import {
  errorMessageOf,
  fromAddress,
  openSeededTestApp,
  signIn,
  type SeededTestApp,
} from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { marketFeatureFlags } from '../configuration';
import { ATTACHMENT_TOO_LARGE_MESSAGE, ATTACHMENT_TYPE_MESSAGE } from '../support';
import { stableFraction } from './bot-check-service';
import { ON_BEHALF_NEEDS_SIGN_IN } from './contact-us-routes';
import { completeContactUsRequest } from './contact-us-request.fixture';
import { contactRequestAttachments, contactRequests } from './contact-us.schema';
import { solvedNonce, TEST_PROOF_OF_WORK_DIFFICULTY, wrongNonce } from './proof-of-work.fixture';

const request = completeContactUsRequest;

const botCheckSettings = {
  ...DEFAULT_BOT_CHECK,
  secret: 'contact-us-test-secret-of-at-least-32-chars',
  difficulty: TEST_PROOF_OF_WORK_DIFFICULTY,
};

interface ContactUsPost {
  readonly address: string;
  /** The form's fields: sent as JSON unless text; null leaves the part out. */
  readonly fields?: unknown;
  readonly file?: File | string;
  readonly cookie?: string;
  readonly locale?: string;
  /** The completed challenge, sent in its header as the app sends it. */
  readonly botProof?: BotProof;
  /** Sent as the proof header as it stands, in place of an encoded botProof. */
  readonly proofHeader?: string;
}

function postContactUs(
  app: Hono,
  { address, fields = request, file, cookie, locale, botProof, proofHeader }: ContactUsPost,
) {
  const proof = proofHeader ?? (botProof ? encodeBotProof(botProof) : undefined);
  return postMultipart(app, '/api/lcs/contact-us', {
    parts: CONTACT_US_PARTS,
    detail: fields,
    file,
    address,
    headers: {
      Host: 'localhost',
      ...(cookie ? { Cookie: cookie } : {}),
      ...(locale ? { locale } : {}),
      ...(proof === undefined ? {} : { [BOT_PROOF_HEADER]: proof }),
    },
  });
}

const ONE_MB = 1024 * 1024;

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
    app = portal.appWith({ botCheck: botCheckSettings });
  });

  afterAll(() => portal?.close());

  const storedCounts = async () => ({
    requests: await portal.database.db.$count(contactRequests),
    attachments: await portal.database.db.$count(contactRequestAttachments),
    emails: await portal.database.db.$count(emailOutbox),
    jobs: await portal.database.db.$count(jobs),
  });

  async function storesNothing(post: () => Response | Promise<Response>, status: number) {
    const before = await storedCounts();
    const response = await post();
    expect(response.status).toBe(status);
    expect(await storedCounts()).toEqual(before);
    return response;
  }

  /** Asserts the post is refused with 400, storing nothing, and answers the problems its envelope lists. */
  async function problemsOf(post: ContactUsPost) {
    const response = await storesNothing(() => postContactUs(app, post), 400);
    return v.parse(ErrorEnvelopeSchema, await response.json()).error.details;
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

  it('stores a visitor’s request and writes the notification, in English, to the outbox with its delivery', async () => {
    const response = await postContactUs(app, { address: '203.0.113.1' });
    expect(response.status).toBe(201);
    const { requestId } = v.parse(ContactUsCreatedSchema, await response.json());
    const [stored] = await portal.database.db.select().from(contactRequests).where(eq(contactRequests.id, requestId));
    expect(stored).toMatchObject({ market: 'US', userId: null, clientAddress: '203.0.113.1', detail: request });
    const [email] = await portal.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.createdAt, portal.now()), like(emailOutbox.text, `%Request ID: ${requestId}\n%`)));
    expect(email).toMatchObject({
      toAddress: 'support@partner-insights.test',
      locale: 'en-US',
      template: 'contact-us-notification',
      subject: 'Contact us: Retailer (US)',
      sentAt: null,
    });
    expect(email?.text).toContain('Primary contact email: ana@retailer.test');
    expect(email?.html).toContain('<td>ana@retailer.test</td>');
    expect(email?.text).not.toContain('Attachment');
    const delivery = await portal.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'outboxId' = ${email?.id}`);
    expect(delivery).toMatchObject([{ kind: 'mail.deliver', status: 'queued', attempts: 0 }]);
    expect(
      await portal.database.db.$count(
        contactRequestAttachments,
        eq(contactRequestAttachments.contactRequestId, requestId),
      ),
    ).toBe(0);
  });

  it.each([
    ['PDF', pdfOfSize(ONE_MB)],
    ['PNG', pngOfSize(ONE_MB)],
  ])('stores a request with a 1 MB %s attachment, its bytes as sent, and names it in the email', async (_, file) => {
    const address = `203.0.113.2${file.type === 'application/pdf' ? 0 : 1}`;
    const response = await postContactUs(app, { address, file });
    expect(response.status).toBe(201);
    const { requestId } = v.parse(ContactUsCreatedSchema, await response.json());
    const [attachment] = await portal.database.db
      .select()
      .from(contactRequestAttachments)
      .where(eq(contactRequestAttachments.contactRequestId, requestId));
    expect(attachment).toMatchObject({ fileName: file.name, contentType: file.type, size: ONE_MB });
    expect(attachment?.content.equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
    const [email] = await portal.database.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.text, `%Request ID: ${requestId}\n%`));
    expect(email?.text).toContain(`Attachment: ${file.name} (1,048,576 bytes)`);
  });

  it('refuses an attachment one byte over 10 MB, and a body far over the limit, with the size error', async () => {
    for (const size of [MAX_ATTACHMENT_BYTES + 1, 11 * ONE_MB]) {
      const response = await storesNothing(
        () => postContactUs(app, { address: '203.0.113.22', file: pdfOfSize(size) }),
        413,
      );
      expect(await errorMessageOf(response, 413)).toBe(ATTACHMENT_TOO_LARGE_MESSAGE);
    }
  });

  it('refuses a content type outside the list, and a file whose bytes belie its type', async () => {
    for (const file of [
      programNamed('setup.exe', 'application/x-msdownload'),
      programNamed('setup.pdf', 'application/pdf'),
      new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'export.zip', { type: 'application/zip' }),
    ]) {
      const response = await storesNothing(() => postContactUs(app, { address: '203.0.113.23', file }), 400);
      expect(await errorMessageOf(response, 400)).toBe(ATTACHMENT_TYPE_MESSAGE);
    }
  });

  it('refuses a missing or malformed contactUs part, and a file part that is not a file', async () => {
    const address = '203.0.113.24';
    expect(await problemsOf({ address, fields: null })).toEqual([{ path: 'contactUs', message: 'missingOrNotJson' }]);
    expect(await problemsOf({ address, fields: '{"firstName": ' })).toEqual([
      { path: 'contactUs', message: 'missingOrNotJson' },
    ]);
    expect(await problemsOf({ address, file: 'export.pdf' })).toEqual([{ path: 'file', message: 'notAFile' }]);
  });

  it('asks for the bot check after 3 posts from one address in 10 minutes, in the request’s language', async () => {
    const challenge = await challengeAfterLimit('203.0.113.2', 'es-MX');
    expect(challenge).toMatchObject({ kind: 'press-hold', holdMs: 3000, refusal: undefined });
    expect(challenge.work).toEqual({ seed: expect.stringMatching(/^[\w-]{22}$/), difficulty: 8 });
    expect(challenge.prompt).toMatch(/^¿Cuánto es \d más \d\? Responda con números\.$/);
    expect(new Date(challenge.expiresAt).getTime() - portal.now().getTime()).toBe(5 * 60 * 1000);
    portal.advanceClockBy(10 * 60 * 1000);
    expect((await postContactUs(app, { address: '203.0.113.2' })).status).toBe(201);
  });

  it('takes a request on someone else’s behalf from a signed-in user only, never from a visitor', async () => {
    const onBehalf = {
      ...request,
      onBehalfOfSomeoneElse: true,
      contactFirstName: 'Luis',
      contactLastName: 'Pérez',
      contactEmail: 'luis@retailer.test',
    };
    expect(await problemsOf({ address: '203.0.113.41', fields: onBehalf })).toEqual([
      { path: 'onBehalfOfSomeoneElse', message: ON_BEHALF_NEEDS_SIGN_IN },
    ]);
    const cookie = await signIn(portal.app, 'user@acme-foods.test');
    expect((await postContactUs(app, { address: '203.0.113.42', fields: onBehalf, cookie })).status).toBe(201);
  });

  it('counts a signed-in user’s posts from any address', async () => {
    const cookie = await signIn(portal.app, 'associate@retailer.test');
    for (const address of ['198.51.100.21', '198.51.100.22', '198.51.100.23']) {
      expect((await postContactUs(app, { address, cookie })).status).toBe(201);
    }
    await challengeOf(() => postContactUs(app, { address: '198.51.100.24', cookie }));
  });

  it('stores the post retried with a completed hold in its header, attachment and all, once', async () => {
    const address = '203.0.113.3';
    const { id, work } = await challengeAfterLimit(address);
    portal.advanceClockBy(3000);
    const botProof: BotProof = { challengeId: id, method: 'hold', heldMs: 3012, nonce: solvedNonce(work) };
    const file = pngOfSize(ONE_MB);
    const before = await storedCounts();
    expect((await postContactUs(app, { address, file, botProof })).status).toBe(201);
    expect(await storedCounts()).toEqual({
      requests: before.requests + 1,
      attachments: before.attachments + 1,
      emails: before.emails + 1,
      jobs: before.jobs + 1,
    });
    expect((await challengeOf(() => postContactUs(app, { address, file, botProof }))).refusal).toBe('replayed');
  });

  it('refuses a proof header that is not a proof, storing nothing', async () => {
    const { id } = await challengeAfterLimit('203.0.113.25');
    portal.advanceClockBy(3000);
    for (const proofHeader of [
      '',
      'held',
      encodeURIComponent(JSON.stringify({ challengeId: id, method: 'press' })),
      JSON.stringify({ challengeId: id, method: 'hold', heldMs: 3000 }).replace('}', ''),
    ]) {
      expect(await problemsOf({ address: '203.0.113.25', proofHeader })).toEqual([
        { path: BOT_PROOF_HEADER, message: 'notABotProof' },
      ]);
    }
  });

  it('answers bad input before the bot check, and keeps the proof of a refused post for its corrected retry', async () => {
    const address = '203.0.113.26';
    const { id, work } = await challengeAfterLimit(address);
    portal.advanceClockBy(3000);
    const invalidEmail = { ...request, primaryContactEmail: 'ana@' };
    await storesNothing(() => postContactUs(app, { address, fields: invalidEmail }), 400);
    await storesNothing(() => postContactUs(app, { address, file: pdfOfSize(MAX_ATTACHMENT_BYTES + 1) }), 413);
    const botProof: BotProof = { challengeId: id, method: 'hold', heldMs: 3000, nonce: solvedNonce(work) };
    await storesNothing(() => postContactUs(app, { address, fields: invalidEmail, botProof }), 400);
    await storesNothing(
      () => postContactUs(app, { address, file: programNamed('a.pdf', 'application/pdf'), botProof }),
      400,
    );
    expect((await postContactUs(app, { address, botProof })).status).toBe(201);
  });

  it('refuses a hold shorter than 3 seconds, whatever the browser reports', async () => {
    const address = '203.0.113.4';
    const { id, work } = await challengeAfterLimit(address);
    portal.advanceClockBy(3000);
    const short = await challengeOf(() =>
      postContactUs(app, {
        address,
        file: pdfOfSize(ONE_MB),
        botProof: { challengeId: id, method: 'hold', heldMs: 2999, nonce: solvedNonce(work) },
      }),
    );
    expect(short.refusal).toBe('tooShort');
    // Solved and reported as held in full, but back sooner after the challenge was issued than the hold takes.
    portal.advanceClockBy(2999);
    const instant = await challengeOf(() =>
      postContactUs(app, {
        address,
        botProof: { challengeId: short.id, method: 'hold', heldMs: 3000, nonce: solvedNonce(short.work) },
      }),
    );
    expect(instant.refusal).toBe('tooShort');
  });

  it('refuses an expired challenge, another client’s and a forged one', async () => {
    const address = '203.0.113.5';
    const { id, work } = await challengeAfterLimit(address);
    const hold = (challengeId: string): BotProof => ({
      challengeId,
      method: 'hold',
      heldMs: 3000,
      nonce: solvedNonce(work),
    });
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
    const { id, prompt, work } = await challengeAfterLimit(address);
    const nonce = solvedNonce(work);
    const wrong = await challengeOf(() =>
      postContactUs(app, { address, botProof: { challengeId: id, method: 'alternative', answer: '99', nonce } }),
    );
    expect(wrong.refusal).toBe('wrongAnswer');
    const answer = answerTo(prompt);
    expect(
      (
        await postContactUs(app, {
          address,
          botProof: { challengeId: id, method: 'alternative', answer: ` ${answer} `, nonce },
        })
      ).status,
    ).toBe(201);
  });

  it('refuses a hold or an answer without the puzzle’s solution, or with a nonce that does not solve it', async () => {
    const address = '203.0.113.27';
    const { id, prompt, work } = await challengeAfterLimit(address);
    portal.advanceClockBy(3000);
    const hold: BotProof = { challengeId: id, method: 'hold', heldMs: 3000 };
    const alternative: BotProof = { challengeId: id, method: 'alternative', answer: answerTo(prompt) };
    for (const botProof of [
      hold,
      { ...hold, nonce: wrongNonce(work) },
      alternative,
      { ...alternative, nonce: wrongNonce(work) },
    ]) {
      const refused = await challengeOf(() => postContactUs(app, { address, botProof }));
      expect(refused.refusal).toBe('wrongWork');
    }
    // Refused attempts do not use the challenge up: the solved one still goes through, once.
    expect((await postContactUs(app, { address, botProof: { ...hold, nonce: solvedNonce(work) } })).status).toBe(201);
  });

  it('asks the configured share of visitors, and with the A/B test on only its B variant', async () => {
    const everyone = portal.appWith({
      botCheck: { ...botCheckSettings, challengeShare: 1 },
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

  it('refuses a request that is not multipart with 415, JSON included', async () => {
    for (const [contentType, body] of [
      ['application/json', JSON.stringify(request)],
      ['text/plain', 'hello'],
    ] as const) {
      await storesNothing(
        () =>
          app.request(
            '/api/lcs/contact-us',
            { method: 'POST', headers: { Host: 'localhost', 'Content-Type': contentType }, body },
            fromAddress('203.0.113.8'),
          ),
        415,
      );
    }
  });

  describe.each<SupportFormReading>(['optional', 'required'])('in the %s reading', (reading) => {
    const readingApp = () => portal.appWith({ supportFormReading: reading });
    const without = (...keys: string[]) =>
      Object.fromEntries(Object.entries(request).filter(([key]) => !keys.includes(key)));

    it.each(['firstName', 'name', 'primaryContactEmail', 'companyName', 'description', 'accountType', 'supportType'])(
      'refuses a request without %s',
      async (field) => {
        const response = await storesNothing(
          () => postContactUs(readingApp(), { address: '203.0.113.9', fields: without(field) }),
          400,
        );
        await errorMessageOf(response, 400);
      },
    );

    it('refuses an invalid email and an invalid phone number', async () => {
      for (const fields of [
        { ...request, primaryContactEmail: 'ana@' },
        { ...request, contactPhone: 'call me' },
      ]) {
        await storesNothing(() => postContactUs(readingApp(), { address: '203.0.113.9', fields }), 400);
      }
    });

    it(`${reading === 'optional' ? 'accepts' : 'refuses'} a request without issue fields and phone`, async () => {
      const post = () =>
        postContactUs(readingApp(), {
          address: `203.0.113.1${reading === 'optional' ? 0 : 1}`,
          fields: without('issue', 'issueType', 'subIssueType', 'contactPhone'),
        });
      if (reading === 'optional') expect((await post()).status).toBe(201);
      else await storesNothing(post, 400);
    });
  });
});
