import { spawn } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKSPACE_SOURCE_CONDITION } from '../../../scripts/workspace-source.mjs';
import { createApp } from './app';
import { DEFAULT_SESSION_LIFETIME } from './config';
import { companies, users } from './features/identity';
import { packageRoot } from './package-paths';
import { activityLog } from './platform/audit/activity-log.schema';
import { openDatabase, type Database } from './platform/db/database';
import { callApi, postLogin, sessionCookieOf } from './platform/testing/seeded-test-app';
import { makeTempDir, testDatabaseTargets, type FreshDatabase } from './platform/testing/test-databases';

const PASSWORD = 'a-long-enough-password';

/** Runs the command from source, as the built one runs, on the database at `location`. */
function createAdmin(
  args: readonly string[],
  { dataDir, databaseUrl }: FreshDatabase['location'],
  password = PASSWORD,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    [`--conditions=${WORKSPACE_SOURCE_CONDITION}`, '--import', 'tsx', 'src/create-admin.ts', ...args],
    {
      cwd: packageRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', PORTAL_ADMIN_PASSWORD: password },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

const ADMIN = ['--email', ' Ada@Retailer.Example ', '--first-name', 'Ada', '--last-name', 'Lovelace'];

describe.each(testDatabaseTargets)('pnpm portal:create-admin on $name', (target) => {
  let fresh: FreshDatabase;

  beforeAll(async () => {
    fresh = await target.create();
  });

  afterAll(() => fresh?.remove());

  it('creates a super admin in a new database, who then signs in', { timeout: 120_000 }, async () => {
    const { code, output } = await createAdmin(ADMIN, fresh.location);
    expect(output).toContain('Created the super admin ada@retailer.example in Retailer (created now)');
    expect(code).toBe(0);

    let database: Database | undefined;
    const noAppBuild = await makeTempDir('portal-server-no-app');
    try {
      database = await openDatabase(fresh.location);
      const [admin] = await database.db.select().from(users).where(eq(users.email, 'ada@retailer.example'));
      expect(admin).toMatchObject({ role: 'SUPER_ADMIN', userType: 'INTERNAL', firstName: 'Ada', status: 'ACTIVE' });
      const [company] = await database.db
        .select()
        .from(companies)
        .where(eq(companies.id, admin?.companyId ?? ''));
      expect(company).toMatchObject({ tenantType: 'INTERNAL', adminEmail: 'ada@retailer.example' });
      const entries = await database.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.entityId, admin?.id ?? ''));
      expect(entries.map(({ event, address }) => ({ event, address }))).toEqual([
        { event: 'SUPER_ADMIN_CREATED', address: null },
      ]);

      const app = createApp({
        db: database.db,
        appDistDir: noAppBuild.path,
        sessionLifetime: DEFAULT_SESSION_LIFETIME,
        trustProxy: false,
      });
      const signedIn = await postLogin(app, { email: 'ada@retailer.example', password: PASSWORD });
      expect(signedIn.status).toBe(200);
      const context = await callApi(app, '/api/v1/identity/user-context', { cookie: sessionCookieOf(signedIn) });
      expect(await context.json()).toMatchObject({ email_address: 'ada@retailer.example', user_type: 'INTERNAL' });
    } finally {
      await database?.close();
      await noAppBuild.remove();
    }
  });

  it('refuses an email already taken, and a short password', { timeout: 120_000 }, async () => {
    const again = await createAdmin(ADMIN, fresh.location);
    expect(again.code).toBe(1);
    expect(again.output).toContain('An account with the email ada@retailer.example already exists.');

    const other = ['--email', 'grace@retailer.example', '--first-name', 'Grace', '--last-name', 'Hopper'];
    const short = await createAdmin(other, fresh.location, 'too-short');
    expect(short.code).toBe(1);
    expect(short.output).toContain('The password must be at least 12 characters long.');
  });
});
