import { resolve } from 'node:path';
import * as v from 'valibot';
import { defaultAppDistDir } from './package-paths';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Absolute folder of the embedded database (unused with a databaseUrl). */
  readonly dataDir: string;
  /** postgres:// URL; when set, PostgreSQL replaces the embedded database. */
  readonly databaseUrl: string | undefined;
  /** Absolute folder of the built app. */
  readonly appDistDir: string;
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
  const { PORT, HOST, DATA_DIR, DATABASE_URL, APP_DIST_DIR } = parsed.output;
  return {
    port: PORT,
    host: HOST,
    dataDir: resolve(cwd, DATA_DIR),
    databaseUrl: DATABASE_URL,
    appDistDir: APP_DIST_DIR ? resolve(cwd, APP_DIST_DIR) : defaultAppDistDir,
  };
}
