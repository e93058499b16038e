import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { defaultAppDistDir } from './package-paths';

const cwd = '/srv/portal';

describe('loadConfig', () => {
  it('uses the defaults when nothing is set', () => {
    expect(loadConfig({}, cwd)).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: join(cwd, '.data'),
      databaseUrl: undefined,
      seedDemoData: true,
      appDistDir: defaultAppDistDir,
      sessionLifetime: { idleTimeoutSeconds: 1800, maxAgeSeconds: 43_200 },
      trustProxy: false,
      experimentationKey: 'local-experimentation',
      supportFormReading: 'optional',
      adminDenialReading: 'administrator',
      botCheck: {
        secret: expect.stringMatching(/^[0-9a-f]{64}$/),
        challengeShare: 0,
        postsPerWindow: 3,
        windowSeconds: 600,
        difficulty: 14,
      },
      supportEmail: 'support@partner-insights.test',
      mail: {
        from: { name: 'Partner Insights', address: 'no-reply@partner-insights.test' },
        smtpUrl: undefined,
        folder: join(cwd, '.data', 'mail'),
      },
      analyticsLimits: { eventsPerMinutePerAddress: 600, eventsPerMinutePerSession: 120 },
      portalHosts: [],
      activityLogRetentionDays: 400,
      bulkApplyChunkRows: 500,
      mailAdminsOnContext: true,
      singleSignOn: undefined,
      localPasswords: 'everyone',
    });
  });

  it('reads every variable and resolves folders against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/db',
        DATABASE_URL: 'postgres://portal:secret@db.internal:5432/portal',
        APP_DIST_DIR: '/opt/app',
        SESSION_IDLE_TIMEOUT_SECONDS: '900',
        SESSION_MAX_AGE_SECONDS: '28800',
        TRUST_PROXY: '1',
        EXPERIMENTATION_KEY: 'exp-prod-7f3a',
        SUPPORT_FORM_READING: 'required',
        ADMIN_DENIAL_READING: 'admin',
        CONTACT_US_CHALLENGE_SHARE: '0.25',
        CONTACT_US_POSTS_PER_WINDOW: '5',
        CONTACT_US_WINDOW_SECONDS: '300',
        BOT_CHECK_SECRET: 'a-shared-secret-of-at-least-32-characters',
        BOT_CHECK_DIFFICULTY: '18',
        SUPPORT_EMAIL: 'help@retailer.test',
        SMTP_URL: 'smtps://portal:secret@mail.retailer.test:465',
        OIDC_ISSUER: 'https://login.retailer.test/tenant/v2.0',
        OIDC_CLIENT_ID: 'partner-insights',
        OIDC_CLIENT_SECRET: 'client-secret',
        OIDC_SCOPES: 'openid profile groups',
        OIDC_CLAIM_MAPPING: 'config/claims.yaml',
        LOCAL_PASSWORDS: 'superAdmins',
        MAIL_FROM: 'portal@retailer.test',
        SEED_DEMO_DATA: '1',
        ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS: '1000',
        ANALYTICS_EVENTS_PER_MINUTE_PER_SESSION: '90',
        PORTAL_HOSTS: 'Insights.Retailer.test, mx.insights.retailer.test',
        ACTIVITY_LOG_RETENTION_DAYS: '90',
        BULK_APPLY_CHUNK_ROWS: '250',
        CONTEXT_MAIL_TO_ADMINS: '0',
      },
      cwd,
    );
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: join(cwd, 'var/db'),
      databaseUrl: 'postgres://portal:secret@db.internal:5432/portal',
      seedDemoData: true,
      appDistDir: '/opt/app',
      sessionLifetime: { idleTimeoutSeconds: 900, maxAgeSeconds: 28_800 },
      trustProxy: true,
      experimentationKey: 'exp-prod-7f3a',
      supportFormReading: 'required',
      adminDenialReading: 'admin',
      botCheck: {
        secret: 'a-shared-secret-of-at-least-32-characters',
        challengeShare: 0.25,
        postsPerWindow: 5,
        windowSeconds: 300,
        difficulty: 18,
      },
      supportEmail: 'help@retailer.test',
      mail: {
        from: { name: '', address: 'portal@retailer.test' },
        smtpUrl: 'smtps://portal:secret@mail.retailer.test:465',
        folder: join(cwd, 'var/db', 'mail'),
      },
      analyticsLimits: { eventsPerMinutePerAddress: 1000, eventsPerMinutePerSession: 90 },
      portalHosts: ['insights.retailer.test', 'mx.insights.retailer.test'],
      activityLogRetentionDays: 90,
      bulkApplyChunkRows: 250,
      mailAdminsOnContext: false,
      singleSignOn: {
        issuer: new URL('https://login.retailer.test/tenant/v2.0'),
        clientId: 'partner-insights',
        clientSecret: 'client-secret',
        scopes: ['openid', 'email', 'profile', 'groups'],
        claimMappingFile: join(cwd, 'config/claims.yaml'),
      },
      localPasswords: 'superAdmins',
    });
  });

  it('seeds demo data into PostgreSQL only when asked to, and always into the embedded database', () => {
    const postgres = { DATABASE_URL: 'postgres://db.internal/portal' };
    expect(loadConfig(postgres, cwd).seedDemoData).toBe(false);
    expect(loadConfig({ ...postgres, SEED_DEMO_DATA: '0' }, cwd).seedDemoData).toBe(false);
    expect(loadConfig({ ...postgres, SEED_DEMO_DATA: '1' }, cwd).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: '0' }, cwd).seedDemoData).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, cwd)).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('finds the built app next to this package', () => {
    expect(defaultAppDistDir).toMatch(/packages[\\/]portal-app[\\/]dist$/);
  });

  it('names every invalid variable', () => {
    const load = () => loadConfig({ PORT: '70000', HOST: 'not a host', DATABASE_URL: 'mysql://db/portal' }, cwd);
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT must be a port number/);
    expect(load).toThrow(/HOST must be a host name/);
    expect(load).toThrow(/DATABASE_URL must be a PostgreSQL URL/);
  });

  it('refuses session lifetimes that are not positive whole seconds, and a TRUST_PROXY other than 0 or 1', () => {
    const load = () =>
      loadConfig({ SESSION_IDLE_TIMEOUT_SECONDS: '0', SESSION_MAX_AGE_SECONDS: '1.5', TRUST_PROXY: 'yes' }, cwd);
    expect(load).toThrow(/SESSION_IDLE_TIMEOUT_SECONDS must be a whole number of seconds above 0/);
    expect(load).toThrow(/SESSION_MAX_AGE_SECONDS must be a whole number of seconds above 0/);
    expect(load).toThrow(/TRUST_PROXY must be 0 or 1/);
  });

  it('refuses an experimentation key with spaces or quotes', () => {
    expect(() => loadConfig({ EXPERIMENTATION_KEY: 'my "key"' }, cwd)).toThrow(/EXPERIMENTATION_KEY must be/);
  });

  it('refuses a support form reading other than optional or required', () => {
    expect(() => loadConfig({ SUPPORT_FORM_READING: 'strict' }, cwd)).toThrow(
      /SUPPORT_FORM_READING must be optional or required/,
    );
  });

  it('refuses a challenge share outside 0 to 1, a bad bot check secret or difficulty and a support email that is not one', () => {
    const load = () =>
      loadConfig(
        {
          CONTACT_US_CHALLENGE_SHARE: '1.5',
          BOT_CHECK_SECRET: 'short',
          BOT_CHECK_DIFFICULTY: '33',
          SUPPORT_EMAIL: 'support',
        },
        cwd,
      );
    expect(load).toThrow(/CONTACT_US_CHALLENGE_SHARE must be a number from 0 to 1/);
    expect(load).toThrow(/BOT_CHECK_SECRET must be at least 32 characters/);
    expect(load).toThrow(/BOT_CHECK_DIFFICULTY must be a whole number of bits from 0 to 32/);
    expect(load).toThrow(/SUPPORT_EMAIL must be an email address/);
  });

  it('refuses an SMTP URL of another protocol, and a sender that is not exactly one address', () => {
    for (const MAIL_FROM of ['Partner Insights', 'a@retailer.test, b@retailer.test', 'Portal <portal@>']) {
      const load = () => loadConfig({ SMTP_URL: 'http://mail.retailer.test', MAIL_FROM }, cwd);
      expect(load).toThrow(/SMTP_URL must be an SMTP URL/);
      expect(load).toThrow(/MAIL_FROM must be one address/);
    }
  });

  it('refuses a plain-http identity provider off this machine, and an issuer without a client id', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'http://login.retailer.test', OIDC_CLIENT_ID: 'portal' }, cwd)).toThrow(
      /OIDC_ISSUER must be an https URL/,
    );
    expect(
      loadConfig({ OIDC_ISSUER: 'http://localhost:4000', OIDC_CLIENT_ID: 'portal' }, cwd).singleSignOn,
    ).toMatchObject({ clientSecret: undefined, scopes: ['openid', 'email', 'profile'] });
    expect(() => loadConfig({ OIDC_ISSUER: 'https://login.retailer.test' }, cwd)).toThrow(/must be set together/);
  });

  it('rejects a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, cwd)).toThrow(/PORT must be a port number/);
  });
});
