import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import {
  ADMIN_DENIAL_READINGS,
  SUPPORT_FORM_READINGS,
  type AdminDenialReading,
  type SupportFormReading,
  MAX_PROOF_OF_WORK_DIFFICULTY,
} from '@partner-insights/contracts';
import addressparser from 'nodemailer/lib/addressparser';
import * as v from 'valibot';
import { defaultAppDistDir, packageRoot } from './package-paths';

/** How long a signed-in session lasts. */
export interface SessionLifetime {
  /** Ends a session that saw no request for this long. */
  readonly idleTimeoutSeconds: number;
  /** Ends every session this long after sign-in, however active. */
  readonly maxAgeSeconds: number;
}

/** Half an hour idle, twelve hours at most. */
export const DEFAULT_SESSION_LIFETIME: SessionLifetime = { idleTimeoutSeconds: 1800, maxAgeSeconds: 43_200 };

/** The experimentation key of local and test runs; deployments set their own. */
export const DEFAULT_EXPERIMENTATION_KEY = 'local-experimentation';

/** The support forms leave the issue fields and phone number optional unless configured otherwise. */
export const DEFAULT_SUPPORT_FORM_READING: SupportFormReading = 'optional';

/** The admin landing refuses non-admins with "You are not an administrator." unless configured otherwise. */
export const DEFAULT_ADMIN_DENIAL_READING: AdminDenialReading = 'administrator';

/** When the contact-us form asks for the bot check. */
export interface BotCheckSettings {
  /** Signs the challenges; a random one per process unless configured (then every instance must share it). */
  readonly secret: string;
  /** Share of visitors' posts (0 to 1) that must complete the check anyway. */
  readonly challengeShare: number;
  /** Posts one address or user may make within the window before the check is asked for. */
  readonly postsPerWindow: number;
  readonly windowSeconds: number;
  /** Leading zero bits the challenge's proof of work must find; each one doubles a solver's work. */
  readonly difficulty: number;
}

export const DEFAULT_BOT_CHECK: Omit<BotCheckSettings, 'secret'> = {
  challengeShare: 0,
  postsPerWindow: 3,
  windowSeconds: 600,
  // About a second on a mid-range phone (README, Security: the bot check's cost to a bot).
  difficulty: 14,
};

/** A secret of this process alone: its challenges are refused by other instances and after a restart. */
export const randomBotCheckSecret = (): string => randomBytes(32).toString('hex');

/** How many analytics events one client may send a minute; the tracker sends a few a minute for a reader. */
export interface AnalyticsLimits {
  /** Generous: offices and mobile networks put many readers behind one address. */
  readonly eventsPerMinutePerAddress: number;
  /** Per signed-in browser session. */
  readonly eventsPerMinutePerSession: number;
}

export const DEFAULT_ANALYTICS_LIMITS: AnalyticsLimits = {
  eventsPerMinutePerAddress: 600,
  eventsPerMinutePerSession: 120,
};

/** How long activity log entries are kept unless configured. */
export const DEFAULT_ACTIVITY_LOG_RETENTION_DAYS = 400;

/** Rows a bulk task applies per transaction: each statement covers a chunk, and progress shows per chunk. */
export const DEFAULT_BULK_APPLY_CHUNK_ROWS = 500;

/** Where contact-us notifications go unless configured. */
export const DEFAULT_SUPPORT_EMAIL = 'support@partner-insights.test';

/** How the portal sends email. */
export interface MailSettings {
  /** The sender of every message. */
  readonly from: { readonly name: string; readonly address: string };
  /** smtp:// or smtps:// URL of the server to send through; unset, messages are written as files instead. */
  readonly smtpUrl: string | undefined;
  /** Where messages are written as .eml files when no SMTP server is configured. */
  readonly folder: string;
}

export const DEFAULT_MAIL_FROM = 'Partner Insights <no-reply@partner-insights.test>';

/** The one mailbox in an address field such as `Name <address@domain>`; undefined for anything else. */
function singleMailbox(field: string): { name: string; address: string } | undefined {
  const [mailbox, ...others] = addressparser(field, { flatten: true });
  if (!mailbox?.address || others.length > 0) return undefined;
  return v.is(v.pipe(v.string(), v.email()), mailbox.address)
    ? { name: mailbox.name, address: mailbox.address }
    : undefined;
}

/** Signing in through the organisation's OpenID provider (authorization code with PKCE). */
export interface SingleSignOnSettings {
  /** The provider's issuer identifier; its discovery document is at `/.well-known/openid-configuration` below it. */
  readonly issuer: URL;
  readonly clientId: string;
  /** Unset: a public client, which proves itself with PKCE alone. */
  readonly clientSecret: string | undefined;
  /** Asked for at the provider; `openid` and `email` are always among them. */
  readonly scopes: readonly string[];
  /** The claim mapping file: the retailer's domains and which groups make which personas and roles. */
  readonly claimMappingFile: string;
}

export const DEFAULT_OIDC_SCOPES = ['openid', 'email', 'profile'] as const;

/** Who may still sign in with a password: everyone (the embedded default), or super admins alone (break-glass). */
export const LOCAL_PASSWORD_READINGS = ['everyone', 'superAdmins'] as const;
export type LocalPasswords = (typeof LOCAL_PASSWORD_READINGS)[number];

export const defaultClaimMappingFile = join(packageRoot, 'sso-claim-mapping.yaml');

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Absolute folder of the embedded database (unused with a databaseUrl) and of the mail written as files. */
  readonly dataDir: string;
  /** postgres:// URL; when set, PostgreSQL replaces the embedded database. */
  readonly databaseUrl: string | undefined;
  /**
   * Whether an empty database gets the demo companies, accounts and tickets besides the reference data: always
   * for the embedded database, on PostgreSQL only when asked for (SEED_DEMO_DATA=1).
   */
  readonly seedDemoData: boolean;
  /** Absolute folder of the built app. */
  readonly appDistDir: string;
  readonly sessionLifetime: SessionLifetime;
  /**
   * Behind one reverse proxy: take the client address from the last X-Forwarded-For entry (the one the
   * proxy added) and the scheme from X-Forwarded-Proto. Off, both headers are ignored, since any client
   * could send them.
   */
  readonly trustProxy: boolean;
  /** The key the app's experimentation client starts with, handed out with the portal configuration. */
  readonly experimentationKey: string;
  /** Whether the support forms' issue fields and phone number are optional or required (spec §5's two readings). */
  readonly supportFormReading: SupportFormReading;
  /** Which of the spec's two refusals the admin landing shows a non-admin. */
  readonly adminDenialReading: AdminDenialReading;
  readonly botCheck: BotCheckSettings;
  /** The address contact-us notifications are written to the outbox for. */
  readonly supportEmail: string;
  readonly mail: MailSettings;
  readonly analyticsLimits: AnalyticsLimits;
  /** Host names the portal answers on, which links in emails may point at; empty: the loopback names. */
  readonly portalHosts: readonly string[];
  /** Days activity log entries are kept; a daily job deletes older ones. */
  readonly activityLogRetentionDays: number;
  /** Rows a bulk task applies per transaction: bigger is faster, smaller shows progress more often. */
  readonly bulkApplyChunkRows: number;
  /** Whether a company's admins are mailed when a super admin starts acting for it. */
  readonly mailAdminsOnContext: boolean;
  /** When set, access review campaigns end this many seconds after they open: short deadlines for tests and demos. */
  readonly accessReviewDeadlineSeconds: number | undefined;
  /** Set when OIDC_ISSUER and OIDC_CLIENT_ID are: sign-in goes through the provider. */
  readonly singleSignOn: SingleSignOnSettings | undefined;
  readonly localPasswords: LocalPasswords;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Whether the value is a URL with a host name and one of the protocols. */
function isUrlOf(protocols: readonly string[], value: string): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';

const positiveWholeNumber = (fallback: number, unit: string) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, `must be a whole number of ${unit} above 0`), v.transform(Number)),
    String(fallback),
  );
const positiveSeconds = (fallback: number) => positiveWholeNumber(fallback, 'seconds');

/** A switch, off unless set to 1. */
const zeroOrOne = v.optional(
  v.pipe(
    v.picklist(['0', '1'], 'must be 0 or 1'),
    v.transform((value) => value === '1'),
  ),
  '0',
);

const EnvSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'must be a port number from 0 to 65535 (0 picks any free port)'),
      v.transform(Number),
      v.maxValue(65_535, 'must be a port number from 0 to 65535 (0 picks any free port)'),
    ),
    '3000',
  ),
  HOST: v.optional(v.pipe(v.string(), v.regex(/^[\w.:-]+$/, 'must be a host name or an IP address')), '127.0.0.1'),
  DATA_DIR: v.optional(v.string(), './.data'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => isUrlOf(['postgres:', 'postgresql:'], value),
        'must be a PostgreSQL URL such as postgres://user:password@host:5432/db',
      ),
    ),
  ),
  SEED_DEMO_DATA: zeroOrOne,
  APP_DIST_DIR: v.optional(v.string()),
  SESSION_IDLE_TIMEOUT_SECONDS: positiveSeconds(DEFAULT_SESSION_LIFETIME.idleTimeoutSeconds),
  SESSION_MAX_AGE_SECONDS: positiveSeconds(DEFAULT_SESSION_LIFETIME.maxAgeSeconds),
  TRUST_PROXY: zeroOrOne,
  EXPERIMENTATION_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[\w.:-]{1,200}$/, 'must be letters, digits, and . _ : - only')),
    DEFAULT_EXPERIMENTATION_KEY,
  ),
  CONTACT_US_CHALLENGE_SHARE: v.optional(
    v.pipe(v.string(), v.regex(/^(0(\.\d+)?|1(\.0+)?)$/, 'must be a number from 0 to 1'), v.transform(Number)),
    String(DEFAULT_BOT_CHECK.challengeShare),
  ),
  CONTACT_US_POSTS_PER_WINDOW: positiveWholeNumber(DEFAULT_BOT_CHECK.postsPerWindow, 'posts'),
  CONTACT_US_WINDOW_SECONDS: positiveSeconds(DEFAULT_BOT_CHECK.windowSeconds),
  BOT_CHECK_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  BOT_CHECK_DIFFICULTY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, `must be a whole number of bits from 0 to ${MAX_PROOF_OF_WORK_DIFFICULTY}`),
      v.transform(Number),
      v.maxValue(
        MAX_PROOF_OF_WORK_DIFFICULTY,
        `must be a whole number of bits from 0 to ${MAX_PROOF_OF_WORK_DIFFICULTY}`,
      ),
    ),
    String(DEFAULT_BOT_CHECK.difficulty),
  ),
  SUPPORT_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an email address')), DEFAULT_SUPPORT_EMAIL),
  SUPPORT_FORM_READING: v.optional(
    v.picklist(SUPPORT_FORM_READINGS, 'must be optional or required'),
    DEFAULT_SUPPORT_FORM_READING,
  ),
  ADMIN_DENIAL_READING: v.optional(
    v.picklist(ADMIN_DENIAL_READINGS, 'must be administrator or admin'),
    DEFAULT_ADMIN_DENIAL_READING,
  ),
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => isUrlOf(['smtp:', 'smtps:'], value),
        'must be an SMTP URL such as smtp://user:password@mail.example.com:587',
      ),
    ),
  ),
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const mailbox = singleMailbox(dataset.value);
        if (mailbox) return mailbox;
        addIssue({ message: 'must be one address, such as Partner Insights <no-reply@example.com>' });
        return NEVER;
      }),
    ),
    DEFAULT_MAIL_FROM,
  ),
  ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS: positiveWholeNumber(
    DEFAULT_ANALYTICS_LIMITS.eventsPerMinutePerAddress,
    'events',
  ),
  ANALYTICS_EVENTS_PER_MINUTE_PER_SESSION: positiveWholeNumber(
    DEFAULT_ANALYTICS_LIMITS.eventsPerMinutePerSession,
    'events',
  ),
  ACTIVITY_LOG_RETENTION_DAYS: positiveWholeNumber(DEFAULT_ACTIVITY_LOG_RETENTION_DAYS, 'days'),
  BULK_APPLY_CHUNK_ROWS: positiveWholeNumber(DEFAULT_BULK_APPLY_CHUNK_ROWS, 'rows'),
  CONTEXT_MAIL_TO_ADMINS: v.optional(zeroOrOne, '1'),
  ACCESS_REVIEW_DEADLINE_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'must be a whole number of seconds above 0'), v.transform(Number)),
  ),
  OIDC_ISSUER: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => isUrlOf(['https:'], value) || (isUrlOf(['http:'], value) && isLoopback(new URL(value).hostname)),
        'must be an https URL (plain http only on localhost), such as https://login.example.com/tenant/v2.0',
      ),
    ),
  ),
  OIDC_CLIENT_ID: v.optional(
    v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,256}$/, 'must be the client id the provider issued')),
  ),
  OIDC_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.maxLength(1024, 'must be at most 1024 characters'))),
  OIDC_SCOPES: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => [
        ...new Set(['openid', 'email', ...value.split(/[\s,]+/).filter((scope) => scope !== '')]),
      ]),
      v.array(v.pipe(v.string(), v.regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/, 'must be scope names separated by spaces'))),
    ),
    DEFAULT_OIDC_SCOPES.join(' '),
  ),
  OIDC_CLAIM_MAPPING: v.optional(v.string()),
  LOCAL_PASSWORDS: v.optional(v.picklist(LOCAL_PASSWORD_READINGS, 'must be everyone or superAdmins'), 'everyone'),
  PORTAL_HOSTS: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) =>
        value
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .filter((name) => name !== ''),
      ),
      v.array(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+$/, 'must be host names separated by commas'))),
    ),
    '',
  ),
});

/**
 * Reads the server's settings from environment variables, resolving folders against `cwd`.
 * Empty variables count as unset. Throws a ConfigError naming every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv, cwd: string): ServerConfig {
  const setVariables = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = v.safeParse(EnvSchema, setVariables);
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `  ${v.getDotPath(issue) ?? 'environment'} ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const {
    PORT,
    HOST,
    DATA_DIR,
    DATABASE_URL,
    SEED_DEMO_DATA,
    APP_DIST_DIR,
    SESSION_IDLE_TIMEOUT_SECONDS,
    SESSION_MAX_AGE_SECONDS,
    TRUST_PROXY,
    EXPERIMENTATION_KEY,
    SUPPORT_FORM_READING,
    ADMIN_DENIAL_READING,
    CONTACT_US_CHALLENGE_SHARE,
    CONTACT_US_POSTS_PER_WINDOW,
    CONTACT_US_WINDOW_SECONDS,
    BOT_CHECK_SECRET,
    BOT_CHECK_DIFFICULTY,
    SUPPORT_EMAIL,
    SMTP_URL,
    MAIL_FROM,
    ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS,
    ANALYTICS_EVENTS_PER_MINUTE_PER_SESSION,
    PORTAL_HOSTS,
    ACTIVITY_LOG_RETENTION_DAYS,
    BULK_APPLY_CHUNK_ROWS,
    CONTEXT_MAIL_TO_ADMINS,
    ACCESS_REVIEW_DEADLINE_SECONDS,
    OIDC_ISSUER,
    OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET,
    OIDC_SCOPES,
    OIDC_CLAIM_MAPPING,
    LOCAL_PASSWORDS,
  } = parsed.output;
  if ((OIDC_ISSUER === undefined) !== (OIDC_CLIENT_ID === undefined)) {
    throw new ConfigError('Invalid configuration:\n  OIDC_ISSUER and OIDC_CLIENT_ID must be set together');
  }
  const dataDir = resolve(cwd, DATA_DIR);
  return {
    port: PORT,
    host: HOST,
    dataDir,
    databaseUrl: DATABASE_URL,
    seedDemoData: DATABASE_URL === undefined || SEED_DEMO_DATA,
    appDistDir: APP_DIST_DIR ? resolve(cwd, APP_DIST_DIR) : defaultAppDistDir,
    sessionLifetime: { idleTimeoutSeconds: SESSION_IDLE_TIMEOUT_SECONDS, maxAgeSeconds: SESSION_MAX_AGE_SECONDS },
    trustProxy: TRUST_PROXY,
    experimentationKey: EXPERIMENTATION_KEY,
    supportFormReading: SUPPORT_FORM_READING,
    adminDenialReading: ADMIN_DENIAL_READING,
    botCheck: {
      secret: BOT_CHECK_SECRET ?? randomBotCheckSecret(),
      challengeShare: CONTACT_US_CHALLENGE_SHARE,
      postsPerWindow: CONTACT_US_POSTS_PER_WINDOW,
      windowSeconds: CONTACT_US_WINDOW_SECONDS,
      difficulty: BOT_CHECK_DIFFICULTY,
    },
    supportEmail: SUPPORT_EMAIL,
    mail: { from: MAIL_FROM, smtpUrl: SMTP_URL, folder: join(dataDir, 'mail') },
    analyticsLimits: {
      eventsPerMinutePerAddress: ANALYTICS_EVENTS_PER_MINUTE_PER_ADDRESS,
      eventsPerMinutePerSession: ANALYTICS_EVENTS_PER_MINUTE_PER_SESSION,
    },
    portalHosts: PORTAL_HOSTS,
    activityLogRetentionDays: ACTIVITY_LOG_RETENTION_DAYS,
    bulkApplyChunkRows: BULK_APPLY_CHUNK_ROWS,
    mailAdminsOnContext: CONTEXT_MAIL_TO_ADMINS,
    accessReviewDeadlineSeconds: ACCESS_REVIEW_DEADLINE_SECONDS,
    singleSignOn:
      OIDC_ISSUER && OIDC_CLIENT_ID
        ? {
            issuer: new URL(OIDC_ISSUER),
            clientId: OIDC_CLIENT_ID,
            clientSecret: OIDC_CLIENT_SECRET,
            scopes: OIDC_SCOPES,
            claimMappingFile: OIDC_CLAIM_MAPPING ? resolve(cwd, OIDC_CLAIM_MAPPING) : defaultClaimMappingFile,
          }
        : undefined,
    localPasswords: LOCAL_PASSWORDS,
  };
}
