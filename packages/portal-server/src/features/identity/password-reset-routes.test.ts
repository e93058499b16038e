import { PASSWORD_RESET_LINK_INVALID_MESSAGE, PASSWORD_RESET_THROTTLED_MESSAGE } from '@partner-insights/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../platform/audit/activity-log.schema';
import { DEMO_PASSWORD } from '../../platform/db/seed/demo-data';
import { emailOutbox } from '../../platform/mail';
import {
  errorMessageOf,
  fromAddress,
  openSeededTestApp,
  postLogin,
  signIn,
  type SeededTestApp,
} from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { passwordResetTokens, sessions, users } from './identity.schema';
import { RESET_LINKS_PER_ADDRESS, RESET_LINKS_PER_EMAIL } from './password-reset-service';
import { UNKNOWN_PORTAL_HOST_MESSAGE } from './password-reset-routes';

const MINUTE = 60_000;
const NEW_PASSWORD = 'a brand new passphrase';

describe.each(testDatabaseTargets)('resetting a forgotten password on $name', (target) => {
  let portal: SeededTestApp;
  beforeAll(async () => {
    portal = await openSeededTestApp(target);
  });
  afterAll(() => portal?.close());

  /** Each test asks from an address of its own, so that the per-address limit is its own too. */
  let nextAddress = 10;
  const newAddress = () => `203.0.113.${nextAddress++}`;

  const post = (path: string, body: unknown, { address = newAddress(), host = 'localhost:3000' } = {}) =>
    portal.app.request(
      path,
      { method: 'POST', headers: { Host: host, 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      fromAddress(address),
    );
  const requestLink = (email: string, options?: { address?: string; host?: string }) =>
    post('/api/pwd-reset-link', { email }, options);
  const reset = (token: string, password = NEW_PASSWORD) => post('/api/pwd-reset', { token, password });

  const lastMailTo = async (address: string) => {
    const [mail] = await portal.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, address))
      .orderBy(desc(emailOutbox.createdAt));
    return mail;
  };
  /** The reset link of the last mail to the address, and its token. */
  const lastLinkTo = async (address: string) => {
    const url = /https?:\/\/\S+\/resetPassword\?token=\S+/.exec((await lastMailTo(address))?.text ?? '')?.[0];
    if (!url) throw new Error(`No reset link was written to ${address}`);
    return { url, token: new URL(url).searchParams.get('token') ?? '' };
  };
  const userNamed = async (email: string) => {
    const [user] = await portal.database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`No user ${email}`);
    return user;
  };

  it('answers the same whether or not an account has the address, and mails only an account', async () => {
    const known = await requestLink('User@Acme-Foods.test');
    const unknown = await requestLink('nobody@acme-foods.test');

    expect([known.status, await known.text()]).toEqual([202, '']);
    expect([unknown.status, await unknown.text()]).toEqual([202, '']);
    expect(await lastMailTo('nobody@acme-foods.test')).toBeUndefined();
    expect(await lastMailTo('user@acme-foods.test')).toMatchObject({
      template: 'password-reset',
      locale: 'en-US',
      subject: 'Reset your Partner Insights password',
    });
    const entries = await portal.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.event, 'PASSWORD_RESET_REQUESTED'));
    expect(entries.map(({ entityId, details }) => [entityId, details])).toEqual(
      expect.arrayContaining([
        ['user@acme-foods.test', { linkSent: true }],
        ['nobody@acme-foods.test', { linkSent: false }],
      ]),
    );
  });

  it('writes the mail in the account’s language, with a link to the market’s host', async () => {
    await requestLink('admin@nopal-foods.test', { host: 'mx.localhost:3000' });
    await requestLink('admin@maple-goods.test', { host: 'ca.localhost:3000' });

    const spanish = await lastMailTo('admin@nopal-foods.test');
    expect(spanish).toMatchObject({ locale: 'es-MX', subject: 'Restablezca su contraseña de Partner Insights' });
    expect(spanish?.text).toContain('Restablecer su contraseña: http://mx.localhost:3000/resetPassword?token=');
    const french = await lastMailTo('admin@maple-goods.test');
    expect(french).toMatchObject({ locale: 'fr-CA', subject: 'Réinitialisez votre mot de passe Partner Insights' });
    expect(french?.text).toContain(
      'Réinitialiser votre mot de passe\u00a0: http://ca.localhost:3000/resetPassword?token=',
    );
  });

  it('stores only a hash of the token', async () => {
    await requestLink('associate@retailer.test');
    const { token } = await lastLinkTo('associate@retailer.test');
    const stored = await portal.database.db
      .select({ tokenHash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(eq(users.email, 'associate@retailer.test'));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);
  });

  it('builds no link from a host the portal does not answer on', async () => {
    const response = await requestLink('user@acme-foods.test', { host: 'evil.example:3000' });
    expect(await errorMessageOf(response, 400)).toBe(UNKNOWN_PORTAL_HOST_MESSAGE);
  });

  it('sets the new password, ends every session, uses the link up and records it', async () => {
    const email = 'catman@retailer.test';
    const sessionsBefore = [await signIn(portal.app, email), await signIn(portal.app, email, '198.51.100.7')];
    await requestLink(email);
    const { token } = await lastLinkTo(email);

    expect((await reset(token)).status).toBe(204);

    const user = await userNamed(email);
    expect(await portal.database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    for (const cookie of sessionsBefore) {
      const status = await portal.app.request('/api/auth-status', { headers: { Cookie: cookie } });
      expect(await status.json()).toEqual({ authenticated: false });
    }
    expect((await postLogin(portal.app, { email, password: DEMO_PASSWORD })).status).toBe(401);
    expect((await postLogin(portal.app, { email, password: NEW_PASSWORD })).status).toBe(200);
    const [entry] = await portal.database.db.select().from(activityLog).where(eq(activityLog.event, 'PASSWORD_RESET'));
    expect(entry).toMatchObject({ actorUserId: user.id, entityId: user.loginId, details: { sessionsEnded: 2 } });

    expect(await errorMessageOf(await reset(token, 'yet another passphrase'), 400)).toBe(
      PASSWORD_RESET_LINK_INVALID_MESSAGE,
    );
  });

  it('lets only the newest link work', async () => {
    const email = 'agency@brightside-agency.test';
    await requestLink(email);
    const older = await lastLinkTo(email);
    portal.advanceClockBy(1000);
    await requestLink(email);
    const newer = await lastLinkTo(email);

    expect(await errorMessageOf(await reset(older.token), 400)).toBe(PASSWORD_RESET_LINK_INVALID_MESSAGE);
    expect((await reset(newer.token)).status).toBe(204);
  });

  it('lets a link work for 60 minutes', async () => {
    await requestLink('basic@corner-basics.test');
    const { token: expiring } = await lastLinkTo('basic@corner-basics.test');
    await requestLink('sponsored@brightside-agency.test');
    const { token: lasting } = await lastLinkTo('sponsored@brightside-agency.test');

    portal.advanceClockBy(60 * MINUTE - 1);
    expect((await reset(lasting)).status).toBe(204);
    portal.advanceClockBy(1);
    expect(await errorMessageOf(await reset(expiring), 400)).toBe(PASSWORD_RESET_LINK_INVALID_MESSAGE);
  });

  it('refuses an unknown token, and a password shorter than the rule', async () => {
    expect(await errorMessageOf(await reset('A'.repeat(43)), 400)).toBe(PASSWORD_RESET_LINK_INVALID_MESSAGE);

    await requestLink('merchant@retailer.test');
    const { token } = await lastLinkTo('merchant@retailer.test');
    const short = await reset(token, 'eleven char');
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      error: { details: [{ path: 'password', message: 'The password must be at least 12 characters long.' }] },
    });
    expect((await reset(token, 'twelve chars')).status).toBe(204);
  });

  it('limits the links an address is sent, and the requests of a client address, with Retry-After', async () => {
    const email = 'admin@acme-foods.test';
    for (let sent = 0; sent < RESET_LINKS_PER_EMAIL.limit; sent += 1) {
      expect((await requestLink(email)).status).toBe(202);
    }
    const refused = await requestLink(email);
    expect(await errorMessageOf(refused, 429)).toBe(PASSWORD_RESET_THROTTLED_MESSAGE);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const address = newAddress();
    for (let sent = 0; sent < RESET_LINKS_PER_ADDRESS.limit; sent += 1) {
      expect((await requestLink(`someone-${sent}@example.test`, { address })).status).toBe(202);
    }
    const crowded = await requestLink('someone-else@example.test', { address });
    expect(await errorMessageOf(crowded, 429)).toBe(PASSWORD_RESET_THROTTLED_MESSAGE);
    expect(Number(crowded.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
