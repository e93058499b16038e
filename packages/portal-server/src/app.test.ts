import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSeededTestApp, type SeededTestApp } from './platform/testing/seeded-test-app';
import { testDatabaseTargets } from './platform/testing/test-databases';

describe.each(testDatabaseTargets)('the API on $name', (target) => {
  let portal: SeededTestApp;
  let app: SeededTestApp['app'];

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
    app = portal.app;
  });

  afterAll(() => portal?.close());

  it('reports health after querying the database', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers unknown API paths with the error envelope', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/health/deeper'],
      ['GET', '/api'],
    ] as const) {
      const response = await app.request(path, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: { status: 404, message: 'Not Found' } });
    }
  });

  it('keeps the API working while the app is not built, and says so for pages', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/not built yet: run `pnpm build`/);
  });

  it('reports the database down once it is closed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await portal.database.close();
    const response = await app.request('/api/health');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Health check: the database is down \(.+\)$/));
    warn.mockRestore();
    expect(response.status).toBe(503);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'error', database: 'down' });
  });
});
