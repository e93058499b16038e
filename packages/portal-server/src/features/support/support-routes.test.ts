import { SupportConfigurationSchema } from '@partner-insights/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, openSeededTestApp, signIn, type SeededTestApp } from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';

describe.each(testDatabaseTargets)('the support configuration on $name', (target) => {
  let portal: SeededTestApp;

  beforeAll(async () => {
    portal = await openSeededTestApp(target);
  });

  afterAll(() => portal?.close());

  const configurationFor = async ({ host = 'localhost', locale, cookie }: Record<string, string | undefined>) => {
    const response = await portal.app.request('/api/analyticsReports', {
      headers: { Host: host, ...(locale ? { locale } : {}), ...(cookie ? { Cookie: cookie } : {}) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    return v.parse(SupportConfigurationSchema, await response.json());
  };

  it('answers a visitor on the US site its 11 active support types and both account types', async () => {
    const configuration = await configurationFor({});
    expect(configuration.accountTypes).toEqual([
      { id: 25, title: 'Supplier' },
      { id: 23, title: 'Associate' },
    ]);
    expect(configuration.supportTypes).toHaveLength(11);
    expect(configuration.supportTypes[0]).toEqual({ id: 1463, title: 'Request access' });
    expect(configuration.issueGroups.map(({ supportTypeId }) => supportTypeId)).toEqual(
      configuration.supportTypes.map(({ id }) => id),
    );
  });

  it('groups each support type’s issues, issue types and sub-issue types under their parents', async () => {
    const { issueGroups } = await configurationFor({});
    const requestAccess = issueGroups.find(({ supportTypeId }) => supportTypeId === 1463)?.items ?? [];
    expect(requestAccess).toContainEqual({ id: 2047, title: 'Access to a product', parentId: null, level: 1 });
    expect(requestAccess).toContainEqual({ id: 3001, title: 'New access', parentId: 2047, level: 2 });
    expect(requestAccess).toContainEqual({ id: 4001, title: 'For a supplier user', parentId: 3001, level: 3 });
    expect(issueGroups.find(({ supportTypeId }) => supportTypeId === 1465)?.items[0]).toMatchObject({ id: 1805 });
    expect(issueGroups.some(({ supportTypeId }) => supportTypeId === 1858)).toBe(true);
    for (const { items } of issueGroups) {
      const ids = new Set(items.map(({ id }) => id));
      expect(items.every(({ parentId }) => parentId === null || ids.has(parentId))).toBe(true);
    }
  });

  it.each(['mx.localhost', 'ca.localhost'])('offers 1463 to 1465 on %s', async (host) => {
    const { supportTypes, issueGroups } = await configurationFor({ host });
    expect(supportTypes.map(({ id }) => id)).toEqual([1463, 1464, 1465]);
    expect(issueGroups).toHaveLength(3);
  });

  it('answers in the language of the locale header, and in English for an unknown one', async () => {
    const spanish = await configurationFor({ host: 'mx.localhost', locale: 'es-MX' });
    expect(spanish.supportTypes[0]?.title).toBe('Solicitar acceso');
    expect(spanish.accountTypes[1]?.title).toBe('Asociado');
    expect(spanish.issueGroups[0]?.items[0]?.title).toBe('Acceso a un producto');
    const french = await configurationFor({ host: 'ca.localhost', locale: 'fr-CA' });
    expect(french.supportTypes[2]?.title).toBe('Soutien aux fournisseurs de base');
    expect((await configurationFor({ locale: 'de-DE' })).supportTypes[0]?.title).toBe('Request access');
  });

  it('offers a signed-in basic vendor only the supplier account type', async () => {
    const basic = await signIn(portal.app, 'basic@corner-basics.test');
    expect((await configurationFor({ cookie: basic })).accountTypes).toEqual([{ id: 25, title: 'Supplier' }]);
    const regular = await signIn(portal.app, 'user@acme-foods.test');
    expect((await configurationFor({ cookie: regular })).accountTypes.map(({ id }) => id)).toEqual([25, 23]);
  });

  it('answers an ended session as a visitor rather than refusing', async () => {
    const response = await callApi(portal.app, '/api/analyticsReports', { cookie: 'pi_session=not-a-token' });
    expect(response.status).toBe(200);
  });
});
