// A portal on a fresh, seeded database with a clock the test moves, and helpers to call it as a browser would.
import type { Hono } from 'hono';
import { createApp } from '../app';
import { DEFAULT_SESSION_LIFETIME } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { seedDemoDataIfEmpty } from '../db/seed/seed-demo-data';
import { SESSION_COOKIE_NAME } from '../http/session-cookie';
import { manualClock } from './manual-clock';
import { makeTempDir, type TestDatabaseTarget } from './test-databases';

export interface SeededTestApp {
  readonly app: Hono;
  readonly database: Database;
  advanceClockBy(milliseconds: number): void;
  close(): Promise<void>;
}

export async function openSeededTestApp(target: TestDatabaseTarget): Promise<SeededTestApp> {
  const fresh = await target.create();
  const database = await openDatabase(fresh.location);
  await migrateDatabase(database);
  await seedDemoDataIfEmpty(database.db);
  const noAppBuild = await makeTempDir('portal-server-no-app');
  const { clock, advanceBy } = manualClock(new Date('2026-11-22T09:00:00.000Z'));
  const app = createApp({
    db: database.db,
    appDistDir: noAppBuild.path,
    sessionLifetime: DEFAULT_SESSION_LIFETIME,
    trustProxy: false,
    clock,
  });
  return {
    app,
    database,
    advanceClockBy: advanceBy,
    async close() {
      await database.close();
      await fresh.remove();
      await noAppBuild.remove();
    },
  };
}

/** What @hono/node-server hands the app for a request from `address`. */
export const fromAddress = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

export async function postLogin(app: Hono, body: unknown, address = '198.51.100.1'): Promise<Response> {
  return app.request(
    '/api/auth/login',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    fromAddress(address),
  );
}

/** The `name=value` pair to send back, from a response that set the session cookie. */
export function sessionCookieOf(response: Response): string {
  const setCookie = response.headers.get('set-cookie') ?? '';
  const pair = new RegExp(`${SESSION_COOKIE_NAME}=[^;]*`).exec(setCookie)?.[0];
  if (!pair) throw new Error(`The response set no session cookie: ${setCookie}`);
  return pair;
}

/** Signs a demo account in and answers the cookie to send with its requests. */
export async function signIn(app: Hono, email: string, address?: string): Promise<string> {
  const response = await postLogin(app, { email, password: DEMO_PASSWORD }, address);
  if (response.status !== 200) throw new Error(`Signing in ${email} answered ${response.status}`);
  return sessionCookieOf(response);
}
