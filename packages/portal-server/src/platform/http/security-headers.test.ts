import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { DEFAULT_SESSION_LIFETIME } from '../../config';
import { openDatabase, type Database } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { makeTempDir } from '../testing/test-databases';
import { CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY } from './security-headers';

// The headers do not depend on the database, so the embedded one alone serves here.
describe('the security headers', () => {
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
  let appDist: Awaited<ReturnType<typeof makeTempDir>>;
  let database: Database;
  const appWith = (trustProxy: boolean) =>
    createApp({ db: database.db, appDistDir: appDist.path, sessionLifetime: DEFAULT_SESSION_LIFETIME, trustProxy });

  const expectSecurityHeaders = (response: Response) => {
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  };

  beforeAll(async () => {
    dataDir = await makeTempDir('portal-server-headers');
    appDist = await makeTempDir('portal-app-dist');
    await mkdir(join(appDist.path, 'assets'));
    await writeFile(
      join(appDist.path, 'index.html'),
      '<!doctype html><script type="module" src="/assets/a.js"></script>',
    );
    await writeFile(join(appDist.path, 'assets', 'a.js'), 'export {}');
    database = await openDatabase({ dataDir: dataDir.path, databaseUrl: undefined });
    await migrateDatabase(database);
  });

  afterAll(async () => {
    await database?.close();
    await dataDir?.remove();
    await appDist?.remove();
  });

  it('keeps scripts to the portal’s own files and the portal out of frames', () => {
    const directives = CONTENT_SECURITY_POLICY.split('; ');
    expect(directives).toContain("script-src 'self'");
    expect(directives).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it.each([
    ['an API answer', 'GET', '/api/health', 200],
    ['an unknown API path', 'GET', '/api/nothing-here', 404],
    ['a refused request', 'POST', '/api/auth/login', 415],
    ['a page', 'GET', '/apps', 200],
    ['a file of the app', 'GET', '/assets/a.js', 200],
    ['a missing file', 'GET', '/assets/gone.js', 404],
  ])('are on %s', async (_, method, path, status) => {
    const response = await appWith(false).request(path, { method });
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('add HSTS over https, and behind a trusted proxy when it says https', async () => {
    const overHttps = await appWith(false).request('https://portal.example/apps');
    expect(overHttps.headers.get('Strict-Transport-Security')).toBe(STRICT_TRANSPORT_SECURITY);

    const forwarded = { headers: { 'X-Forwarded-Proto': 'https' } };
    const behindProxy = await appWith(true).request('http://portal.internal/api/health', forwarded);
    expect(behindProxy.headers.get('Strict-Transport-Security')).toBe(STRICT_TRANSPORT_SECURITY);
    const claimedByClient = await appWith(false).request('http://portal.internal/api/health', forwarded);
    expect(claimedByClient.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('are on the answer to a failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await database.close();
    const response = await appWith(false).request('/api/analytics/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        events: [{ kind: 'pageView', name: 'Home', page: 'Home', at: new Date().toISOString() }],
      }),
    });
    log.mockRestore();
    expect(response.status).toBe(500);
    expectSecurityHeaders(response);
  });
});
