import { errorEnvelope, type UserDetails, type UserPreferences } from '@partner-insights/contracts';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../api/ApiClient';
import { users } from '../../../testing/userFixtures';
import { createFixtureTransport, type Fixtures } from '../../../testing/fixtureTransport';
import { createMemoryStorage } from '../../../testing/memoryStorage';
import { AnalyticsStore } from '../../../stores/AnalyticsStore';
import { LocaleStore } from '../../../stores/LocaleStore';
import { ProfileStore } from './ProfileStore';
import { SessionStore } from '../../identity';

const PREFERENCES = 'POST /api/users/admin%40acme-foods.test/preferences';
const SAVED_PREFERENCES: UserPreferences = { language_code: 'fr-CA', locale: { timezone: 'America/Toronto' } };

/** Answers a preferences save with what it was sent, as the server does. */
const echo: Fixtures[string] = (request) => ({ body: request.body });

function setUp(fixtures: Fixtures, user: UserDetails = users.supplierAdmin) {
  const transport = createFixtureTransport(fixtures);
  const api = new ApiClient({ fetch: transport.fetch });
  const session = new SessionStore(api, new AnalyticsStore(api));
  const root = document.createElement('html');
  const locale = new LocaleStore(createMemoryStorage(), root);
  session.setUser(user);
  return { profile: new ProfileStore(api, session, locale), session, locale, root, transport };
}

describe('ProfileStore', () => {
  it('reads the saved preferences into the user’s details', async () => {
    const { profile, session } = setUp({
      'GET /api/users/admin%40acme-foods.test/preferences': { body: SAVED_PREFERENCES },
    });

    await profile.loadPreferences();

    expect(session.user?.user_preferences).toEqual(SAVED_PREFERENCES);
    expect(profile.timezone).toBe('America/Toronto');
  });

  it('switches the language at once and saves it with the time zone kept', async () => {
    const { profile, session, locale, root, transport } = setUp({ [PREFERENCES]: echo });

    const saving = profile.saveLanguage('es-MX');
    expect(locale.locale).toBe('es-MX');
    expect(root.lang).toBe('es-MX');
    await saving;

    expect(transport.requests[0]?.body).toEqual({ language_code: 'es-MX', locale: { timezone: 'America/Chicago' } });
    expect(session.user?.user_preferences.language_code).toBe('es-MX');
    expect(profile.preferencesSave.status).toBe('success');
  });

  it('saves a time zone with the language in use', async () => {
    const { profile, locale, transport } = setUp({ [PREFERENCES]: echo });
    locale.setLocale('fr-CA');

    await profile.saveTimezone('America/Toronto');

    expect(transport.requests[0]?.body).toEqual({ language_code: 'fr-CA', locale: { timezone: 'America/Toronto' } });
    expect(profile.timezone).toBe('America/Toronto');
  });

  it('keeps the user’s preferences when a save fails, and says so', async () => {
    const { profile, session } = setUp({
      [PREFERENCES]: { status: 400, body: errorEnvelope(400, 'Choose a time zone from the list') },
    });

    await profile.saveTimezone('Mars/Olympus');

    expect(profile.preferencesSave.error?.message).toBe('Choose a time zone from the list');
    expect(session.user?.user_preferences.locale.timezone).toBe('America/Chicago');
  });

  it('saves the user’s name and phone to their company and takes the answer as the user', async () => {
    const updated: UserDetails = { ...users.supplierAdmin, first_name: 'Ava', phone_number: null };
    const { profile, session, transport } = setUp({
      'PUT /api/companies/acme-foods/users/profile': { body: updated },
    });

    const saved = await profile.saveProfile({ first_name: 'Ava', last_name: 'Stone', phone_number: null });

    expect(saved).toBe(true);
    expect(transport.requests[0]?.body).toEqual({ first_name: 'Ava', last_name: 'Stone', phone_number: null });
    expect(session.user).toEqual(updated);
  });

  it('reports a refused profile save and keeps the user', async () => {
    const { profile, session } = setUp({
      'PUT /api/companies/acme-foods/users/profile': { status: 500, body: errorEnvelope(500, 'Boom') },
    });

    expect(await profile.saveProfile({ first_name: 'Ava', last_name: 'Stone', phone_number: null })).toBe(false);
    expect(profile.profileSave.status).toBe('error');
    expect(session.user).toEqual(users.supplierAdmin);
  });

  it('lets a spectator switch the language for the visit, but writes nothing', async () => {
    const { profile, locale, transport } = setUp({}, users.spectator);

    expect(profile.canEdit).toBe(false);
    await profile.saveLanguage('fr-CA');
    await profile.saveTimezone('America/Toronto');
    expect(await profile.saveProfile({ first_name: 'S', last_name: 'W', phone_number: null })).toBe(false);

    expect(locale.locale).toBe('fr-CA');
    expect(transport.requests).toEqual([]);
  });

  it('only switches the language when nobody is signed in', async () => {
    const transport = createFixtureTransport();
    const api = new ApiClient({ fetch: transport.fetch });
    const locale = new LocaleStore(createMemoryStorage(), document.createElement('html'));
    const profile = new ProfileStore(api, new SessionStore(api, new AnalyticsStore(api)), locale);

    await profile.saveLanguage('es-MX');

    expect(locale.locale).toBe('es-MX');
    expect(transport.requests).toEqual([]);
  });
});
