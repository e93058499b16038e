import { SESSION_ERROR_MESSAGES, UNKNOWN_TIMEZONE_MESSAGE, UserPreferencesSchema } from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  errorMessageOf,
  openSeededTestApp,
  signIn,
  type SeededTestApp,
} from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { siteLanguages } from '../configuration';
import { users } from '../identity';

describe.each(testDatabaseTargets)('/api/users/:loginId/preferences on $name', (target) => {
  let portal: SeededTestApp;

  const preferencesPath = (loginId: string) => `/api/users/${encodeURIComponent(loginId)}/preferences`;
  const save = async (email: string, loginId: string, body: unknown, host?: string) =>
    callApi(portal.app, preferencesPath(loginId), {
      method: 'POST',
      cookie: await signIn(portal.app, email),
      body,
      host,
    });
  const storedPreferencesOf = async (email: string) => {
    const [user] = await portal.database.db
      .select({ languageCode: users.languageCode, timezone: users.timezone })
      .from(users)
      .where(eq(users.email, email));
    return user;
  };

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
  });

  afterAll(() => portal?.close());

  it('answers the user’s own preferences', async () => {
    const response = await callApi(portal.app, preferencesPath('admin@nopal-foods.test'), {
      cookie: await signIn(portal.app, 'admin@nopal-foods.test'),
    });
    expect(response.status).toBe(200);
    expect(v.parse(UserPreferencesSchema, await response.json())).toEqual({
      language_code: 'es-MX',
      locale: { timezone: 'America/Mexico_City' },
    });
  });

  it('saves the language and time zone, answers them, and the user context follows', async () => {
    const preferences = { language_code: 'fr-CA', locale: { timezone: 'America/Toronto' } };
    const response = await save('user@acme-foods.test', 'user@acme-foods.test', preferences);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(preferences);

    const context = await callApi(portal.app, '/api/v1/identity/user-context', {
      cookie: await signIn(portal.app, 'user@acme-foods.test'),
    });
    expect(await context.json()).toMatchObject({ user_preferences: preferences });
  });

  it('refuses the view-only spectator, who lacks the right to change their settings', async () => {
    const before = await storedPreferencesOf('spectator@partner-insights.test');
    const preferences = { language_code: 'es-MX', locale: { timezone: 'America/Chicago' } };
    const response = await save('spectator@partner-insights.test', 'mbell', preferences);
    await errorMessageOf(response, 403);
    expect(await storedPreferencesOf('spectator@partner-insights.test')).toEqual(before);
  });

  it.each([
    ['a time zone outside the list', { language_code: 'en-US', locale: { timezone: 'Mars/Olympus_Mons' } }],
    ['a language the portal lacks', { language_code: 'en-CA', locale: { timezone: 'America/Chicago' } }],
    ['no time zone', { language_code: 'en-US' }],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    const before = await storedPreferencesOf('admin@acme-foods.test');
    await errorMessageOf(await save('admin@acme-foods.test', 'admin@acme-foods.test', body), 400);
    expect(await storedPreferencesOf('admin@acme-foods.test')).toEqual(before);
  });

  it('names the unknown time zone in its answer', async () => {
    const response = await save('admin@acme-foods.test', 'admin@acme-foods.test', {
      language_code: 'en-US',
      locale: { timezone: 'Europe/Atlantis' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { details: [{ path: 'locale.timezone', message: UNKNOWN_TIMEZONE_MESSAGE }] },
    });
  });

  it('refuses a language the host’s site does not offer', async () => {
    await portal.database.db.delete(siteLanguages).where(eq(siteLanguages.locale, 'fr-CA'));
    const before = await storedPreferencesOf('admin@maple-goods.test');
    const response = await save(
      'admin@maple-goods.test',
      'admin@maple-goods.test',
      { language_code: 'fr-CA', locale: { timezone: 'America/Toronto' } },
      'ca.localhost',
    );
    expect(await errorMessageOf(response, 400)).toBe('The CA site does not offer the language fr-CA');
    expect(await storedPreferencesOf('admin@maple-goods.test')).toEqual(before);
  });

  it('refuses to read or change another user’s preferences', async () => {
    const cookie = await signIn(portal.app, 'admin@acme-foods.test');
    await errorMessageOf(await callApi(portal.app, preferencesPath('user@acme-foods.test'), { cookie }), 403);
    const before = await storedPreferencesOf('user@acme-foods.test');
    const response = await callApi(portal.app, preferencesPath('user@acme-foods.test'), {
      method: 'POST',
      cookie,
      body: { language_code: 'es-MX', locale: { timezone: 'America/Chicago' } },
    });
    await errorMessageOf(response, 403);
    expect(await storedPreferencesOf('user@acme-foods.test')).toEqual(before);
  });

  it('says "Missing token" without a session', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await callApi(portal.app, preferencesPath('user@acme-foods.test'), {
        method,
        ...(method === 'POST' ? { body: { language_code: 'en-US', locale: { timezone: 'America/Chicago' } } } : {}),
      });
      expect(await errorMessageOf(response, 401)).toBe(SESSION_ERROR_MESSAGES.missingToken);
    }
  });
});
