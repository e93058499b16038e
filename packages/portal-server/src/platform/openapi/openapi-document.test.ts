import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../policy/declared-routes';
import { callApi, openSeededTestApp, signIn, type SeededTestApp } from '../testing/seeded-test-app';
import { testDatabaseTargets } from '../testing/test-databases';
import { API_TYPES_FILE, apiTypesSource } from './api-types';

type Document = {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
};

const [target] = testDatabaseTargets;

describe('the API description', () => {
  let portal: SeededTestApp;
  let cookie: string;
  let document: Document;
  beforeAll(async () => {
    if (!target) throw new Error('No test database');
    portal = await openSeededTestApp(target);
    cookie = await signIn(portal.app, 'user@acme-foods.test');
    const response = await callApi(portal.app, '/api/openapi.json', { cookie });
    expect(response.status).toBe(200);
    document = (await response.json()) as Document;
  });
  afterAll(() => portal?.close());

  it('describes every route the app mounts, and no other, each with the answer it gives on success', () => {
    const mounted = declaredRoutes(portal.app).map(
      ({ method, path }) => `${method} ${path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`,
    );
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(document.openapi).toBe('3.1.0');
    expect(described.sort()).toEqual(mounted.sort());
    const withoutAnswer = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !Object.keys(operation.responses ?? {}).some((status) => /^[23]\d\d$/.test(status)))
        .map(([method]) => `${method.toUpperCase()} ${path} declares no answer: add answers(…) after its guard`),
    );
    expect(withoutAnswer).toEqual([]);
  });

  it('gives the contracts schema of each JSON answer as a named component', () => {
    const users = document.paths['/api/companies/{companyId}/users']?.get?.responses as Record<string, unknown>;
    expect(users?.['200']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/UserListPage' } } },
    });
    expect(document.components.schemas.UserListPage).toMatchObject({ type: 'object' });
  });

  it('is the one the committed API types were generated from', async () => {
    expect(await apiTypesSource(document), 'The API types are stale: run `pnpm api:types`').toBe(
      await readFile(API_TYPES_FILE, 'utf8'),
    );
  });

  it('gives each operation its permission, its errors and the schemas of what it accepts', () => {
    const login = document.paths['/api/auth/login']?.post;
    expect(login?.['x-permission']).toEqual({ access: 'public' });
    expect(login?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { properties: { email: { type: 'string' } } } } },
    });
    const users = Object.entries(document.paths).find(([path]) => path.startsWith('/api/companies/{companyId}/users'));
    const someCompanyOperation = Object.values(users?.[1] ?? {})[0];
    expect(someCompanyOperation?.['x-permission']).toMatchObject({ access: 'company', companyParameter: 'companyId' });
    expect(Object.keys(someCompanyOperation?.responses ?? {})).toEqual(expect.arrayContaining(['401', '403', '500']));
  });

  it('gives each route’s own failures with their messages as examples, several messages of one status each', () => {
    const ticket = document.paths['/api/osc/user/incidents/{incidentId}']?.get?.responses as Record<string, unknown>;
    expect(ticket?.['404']).toMatchObject({
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/ErrorEnvelope' },
          example: { error: { status: 404, message: 'There is no such ticket among yours.' } },
        },
      },
    });
    const block = document.paths['/api/companies/{companyId}/users/block']?.post?.responses as Record<string, unknown>;
    expect(Object.keys(block ?? {})).toEqual(expect.arrayContaining(['400', '404', '409', '413', '415']));
    expect(block?.['403']).toEqual({ $ref: '#/components/responses/ViewOnlyOrNotYourCompany' });
    expect(document.components.responses.ViewOnlyOrNotYourCompany).toMatchObject({
      content: { 'application/json': { examples: { message1: {}, message2: {} } } },
    });
    const contactUs = document.paths['/api/lcs/contact-us']?.post?.responses as Record<string, unknown>;
    expect(contactUs?.['412']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/BotChallenge' } } },
    });
  });

  it('is for signed-in users, and browsable with files of the portal’s own', async () => {
    expect((await callApi(portal.app, '/api/openapi.json')).status).toBe(401);
    const page = await callApi(portal.app, '/api/docs', { cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const file of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      const asset = await callApi(portal.app, file[1] ?? '', { cookie });
      expect(asset.status, file[1]).toBe(200);
    }
  });
});
