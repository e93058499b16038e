import { resolve } from 'node:path';
import * as v from 'valibot';
import { defaultAppDistDir } from './package-paths';

/** How long a signed-in session lasts. */
export interface SessionLifetime {
  /** Ends a session that saw no request for this long. */
  readonly idleTimeoutSeconds: number;
  /** Ends every session this long after sign-in, however active. */
  readonly maxAgeSeconds: number;
}

/** Half an hour idle, twelve hours at most. */
export const DEFAULT_SESSION_LIFETIME: SessionLifetime = { idleTimeoutSeconds: 1800, maxAgeSeconds: 43_200 };

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Absolute folder of the embedded database (unused with a databaseUrl). */
  readonly dataDir: string;
  /** postgres:// URL; when set, PostgreSQL replaces the embedded database. */
  readonly databaseUrl: string | undefined;
  /** Absolute folder of the built app. */
  readonly appDistDir: string;
  readonly sessionLifetime: SessionLifetime;
  /**
   * Behind one reverse proxy: take the client address from the last X-Forwarded-For entry (the one the
   * proxy added) and the scheme from X-Forwarded-Proto. Off, both headers are ignored, since any client
   * could send them.
   */
  readonly trustProxy: boolean;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const positiveSeconds = (fallback: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'must be a whole number of seconds above 0'), v.transform(Number)),
    String(fallback),
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
      v.check(isPostgresUrl, 'must be a PostgreSQL URL such as postgres://user:password@host:5432/db'),
    ),
  ),
  APP_DIST_DIR: v.optional(v.string()),
  SESSION_IDLE_TIMEOUT_SECONDS: positiveSeconds(DEFAULT_SESSION_LIFETIME.idleTimeoutSeconds),
  SESSION_MAX_AGE_SECONDS: positiveSeconds(DEFAULT_SESSION_LIFETIME.maxAgeSeconds),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.picklist(['0', '1'], 'must be 0 or 1'),
      v.transform((value) => value === '1'),
    ),
    '0',
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
    APP_DIST_DIR,
    SESSION_IDLE_TIMEOUT_SECONDS,
    SESSION_MAX_AGE_SECONDS,
    TRUST_PROXY,
  } = parsed.output;
  return {
    port: PORT,
    host: HOST,
    dataDir: resolve(cwd, DATA_DIR),
    databaseUrl: DATABASE_URL,
    appDistDir: APP_DIST_DIR ? resolve(cwd, APP_DIST_DIR) : defaultAppDistDir,
    sessionLifetime: { idleTimeoutSeconds: SESSION_IDLE_TIMEOUT_SECONDS, maxAgeSeconds: SESSION_MAX_AGE_SECONDS },
    trustProxy: TRUST_PROXY,
  };
}
