// A portal on a fresh, seeded database with a clock the test moves, and helpers to call it as a browser would.
import { ErrorEnvelopeSchema } from '@partner-insights/contracts';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { expect, inject } from 'vitest';
import { createApp, type AppDependencies } from '../../app';
import { DEFAULT_SESSION_LIFETIME } from '../../config';
import { PLAIN_SESSION_COOKIE_NAME, SECURE_SESSION_COOKIE_NAME } from '../../features/identity';
import { openDatabase, type Database } from '../db/database';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { manualClock } from './manual-clock';
import { TEST_CLOCK_START } from './test-clock';
import { makeTempDir, type FreshDatabase, type TestDatabaseTarget } from './test-databases';

/** Settings a test may give the portal instead of the defaults. */
export type TestAppSettings = Partial<
  Pick<
    AppDependencies,
    | 'supportFormReading'
    | 'adminDenialReading'
    | 'botCheck'
    | 'sessionLifetime'
    | 'trustProxy'
    | 'analyticsLimits'
    | 'accessReviewDeadlineSeconds'
    | 'singleSignOn'
    | 'localPasswords'
  >
>;

export interface SeededTestApp {
  readonly app: Hono;
  /** Another portal on the same database and clock, configured otherwise. */
  appWith(settings: TestAppSettings): Hono;
  readonly database: Database;
  /** The time on the portal's clock. */
  now(): Date;
  advanceClockBy(milliseconds: number): void;
  close(): Promise<void>;
}

/** A database of the caller's own, migrated and seeded: a copy of the run's template (see global-setup.ts). */
function copySeededTemplate(target: TestDatabaseTarget): Promise<FreshDatabase> {
  const template = inject('seededTemplates')[target.name];
  if (!template) throw new Error(`No seeded template for ${target.name}: the server project's global setup builds it`);
  return target.copy(template);
}

export async function openSeededTestApp(target: TestDatabaseTarget): Promise<SeededTestApp> {
  const fresh = await copySeededTemplate(target);
  const database = await openDatabase(fresh.location);
  const noAppBuild = await makeTempDir('portal-server-no-app');
  const { clock, advanceBy } = manualClock(TEST_CLOCK_START);
  const appWith = (settings: TestAppSettings) =>
    createApp({
      db: database.db,
      appDistDir: noAppBuild.path,
      sessionLifetime: DEFAULT_SESSION_LIFETIME,
      trustProxy: false,
      clock,
      ...settings,
    });
  return {
    app: appWith({}),
    appWith,
    database,
    now: clock,
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
  const pair = new RegExp(`(${SECURE_SESSION_COOKIE_NAME}|${PLAIN_SESSION_COOKIE_NAME})=[^;]*`).exec(setCookie)?.[0];
  if (!pair) throw new Error(`The response set no session cookie: ${setCookie}`);
  return pair;
}

/** Signs a demo account in and answers the cookie to send with its requests. */
export async function signIn(app: Hono, email: string, address?: string): Promise<string> {
  const response = await postLogin(app, { email, password: DEMO_PASSWORD }, address);
  if (response.status !== 200) throw new Error(`Signing in ${email} answered ${response.status}`);
  return sessionCookieOf(response);
}

export interface ApiCall {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The `name=value` session cookie pair, if signed in. */
  readonly cookie?: string;
  /** The host the browser called, which picks the market and environment. */
  readonly host?: string;
  readonly acceptLanguage?: string;
  /** Sent as JSON. */
  readonly body?: unknown;
}

/** Calls the API as the app does: JSON with every write, the session cookie, the host's name. */
export async function callApi(
  app: Hono,
  path: string,
  { method = 'GET', cookie, host = 'localhost:3000', acceptLanguage, body }: ApiCall = {},
): Promise<Response> {
  return app.request(path, {
    method,
    headers: {
      Host: host,
      ...(cookie ? { Cookie: cookie } : {}),
      ...(acceptLanguage ? { 'Accept-Language': acceptLanguage } : {}),
      ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Asserts an answer is the error envelope with this status, and answers its message. */
export async function errorMessageOf(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  const { error } = v.parse(ErrorEnvelopeSchema, await response.json());
  expect(error.status).toBe(status);
  return error.message;
}
