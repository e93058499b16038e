import { errorEnvelope, type Locale } from '@partner-insights/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createStartedRootStore } from '../testing/createTestRootStore';
import { users } from '../testing/userFixtures';

describe('RootStore.start', () => {
  it('loads the configuration once and the site’s languages', async () => {
    const { rootStore, transport } = await createStartedRootStore({ site: 'MX' });

    await rootStore.config.load();

    expect(rootStore.ready).toBe(true);
    expect(rootStore.config.isEnabled('wem-kb-rollout')).toBe(true);
    expect(rootStore.config.isEnabled('contact-us-a-b-test')).toBe(false);
    expect(rootStore.config.languages.map((language) => language.id)).toEqual(['es-MX', 'en-US', 'fr-CA']);
    expect(transport.requests.filter((request) => request.url === '/api/ccm')).toHaveLength(1);
  });

  it('speaks the signed-in user’s language', async () => {
    const user = {
      ...users.regularUser,
      user_preferences: { ...users.regularUser.user_preferences, language_code: 'fr-CA' as const },
    };
    const { rootStore } = await createStartedRootStore({ locale: 'es-MX', user });

    expect(rootStore.locale.locale).toBe('fr-CA');
  });

  it('keeps the language a visitor chose on the way in, as the preference of the user who signs in', async () => {
    let signedIn = false;
    const { rootStore, transport } = await createStartedRootStore({
      fixtures: {
        'GET /api/auth-status': () => ({ body: { authenticated: signedIn } }),
        'POST /api/auth/login': () => {
          signedIn = true;
          return { body: { authenticated: true } };
        },
        'GET /api/v1/identity/user-context': { body: users.regularUser },
        [`POST /api/users/${encodeURIComponent(users.regularUser.login_id)}/preferences`]: (request) => ({
          body: request.body,
        }),
      },
    });

    await rootStore.profile.saveLanguage('es-MX');
    await rootStore.session.signIn({ email: 'user@acme-foods.test', password: 'demo-password' });

    await vi.waitFor(() => expect(rootStore.session.user?.user_preferences.language_code).toBe('es-MX'));
    expect(rootStore.locale.locale).toBe('es-MX');
    expect(transport.requests.filter((request) => request.url.endsWith('/preferences'))).toHaveLength(1);
  });

  it('asks for the block banner in the stored language alongside configuration and session, once', async () => {
    const { rootStore, transport } = await startWithBanner({ stored: 'es-MX', preferred: 'es-MX' });

    const urls = transport.requests.map((request) => request.url);
    expect(urls.filter((url) => url === '/api/banner')).toHaveLength(1);
    expect(urls.indexOf('/api/banner')).toBeLessThan(urls.indexOf('/api/auth-status'));
    expect(rootStore.config.blockBanner.data?.banner?.message).toBe('Banner es-MX');
  });

  it('asks for the block banner again when the language settles on the user’s own', async () => {
    const { rootStore, transport } = await startWithBanner({ stored: 'es-MX', preferred: 'fr-CA' });

    const banners = transport.requests.filter((request) => request.url === '/api/banner');
    expect(banners.map((request) => request.headers['accept-language'])).toEqual(['es-MX', 'fr-CA']);
    expect(rootStore.config.blockBanner.data?.banner?.message).toBe('Banner fr-CA');
  });

  it('keeps a visitor’s stored choice when the site allows it, else English', async () => {
    expect((await createStartedRootStore({ locale: 'es-MX' })).rootStore.locale.locale).toBe('es-MX');

    const { rootStore } = await createStartedRootStore({
      locale: 'fr-CA',
      fixtures: {
        'GET /api/v1/identity/sites/US': { body: { site_id: 'US', languages: [{ id: 'en-US', value: 'English' }] } },
      },
    });
    expect(rootStore.locale.locale).toBe('en-US');
  });

  it('starts in English with the flags off when configuration and languages fail', async () => {
    const failure = { status: 500, body: errorEnvelope(500, 'down') };
    const { rootStore } = await createStartedRootStore({
      locale: 'es-MX',
      fixtures: { 'GET /api/ccm': failure, 'GET /api/v1/identity/sites/US': failure },
    });

    expect(rootStore.ready).toBe(true);
    expect(rootStore.locale.locale).toBe('en-US');
    expect(rootStore.config.isEnabled('wem-kb-rollout')).toBe(false);
  });

  it('starts with the defaults when the configuration call answers none, which is "http config missing!"', async () => {
    const { rootStore } = await createStartedRootStore({ fixtures: { 'GET /api/ccm': { status: 204 } } });

    expect(rootStore.ready).toBe(true);
    expect(rootStore.config.configuration.error).toMatchObject({ message: 'http config missing!' });
    expect(rootStore.config.isEnabled('wem-kb-rollout')).toBe(false);
  });

  it('sends the user’s role and plan with every event once they are known', async () => {
    const { rootStore, transport } = await createStartedRootStore({ user: users.supplierAdmin });

    rootStore.analytics.trackEvent('click', 'launch');
    await rootStore.analytics.flush();

    const [batch] = transport.requests.filter((request) => request.url === '/api/analytics/events');
    expect(batch?.body).toMatchObject({ events: [{ data: { role: 'Admin', plan: 'Charter' } }] });
  });
});

/**
 * Started for a user who prefers `preferred`, in a browser that stored `stored`, with a block banner whose message
 * names the language it was asked for in.
 */
function startWithBanner({ stored, preferred }: { readonly stored: Locale; readonly preferred: Locale }) {
  return createStartedRootStore({
    locale: stored,
    user: {
      ...users.regularUser,
      user_preferences: { ...users.regularUser.user_preferences, language_code: preferred },
    },
    fixtures: {
      'GET /api/banner': (request) => ({
        body: {
          banner: {
            id: 'downtime',
            message: `Banner ${request.headers['accept-language']}`,
            linkText: null,
            linkUrl: null,
          },
        },
      }),
    },
  });
}
