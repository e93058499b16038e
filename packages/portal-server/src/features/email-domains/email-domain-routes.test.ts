import { EmailDomainCheckSchema, EmailDomainListSchema, EmailDomainRowSchema } from '@partner-insights/contracts';
import { and, eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../platform/audit/activity-log.schema';
import { NOT_YOUR_COMPANY_MESSAGE, VIEW_ONLY_MESSAGE } from '../../platform/policy/guard';
import { companyIdNamed } from '../../platform/testing/demo-records';
import { callApi, errorMessageOf, openSeededTestApp, type SeededTestApp } from '../../platform/testing/seeded-test-app';
import { testDatabaseTargets } from '../../platform/testing/test-databases';
import { ACME_ADMIN, ACME_USER, SPECTATOR, SUPER_ADMIN, signInFor } from '../access-review/access-review.fixture';
import { DOMAIN_REFUSED_MESSAGE, NO_SUCH_DOMAIN_MESSAGE } from './email-domain-routes';

const MAPLE_ADMIN = 'admin@maple-goods.test';

describe.each(testDatabaseTargets)(
  'authorised email domains, /api/companies/:companyId/email-domains, on $name',
  (target) => {
    let portal: SeededTestApp;

    const domainsPath = async (companyName: string, rest = '') =>
      `/api/companies/${await companyIdNamed(portal.database.db, companyName)}/email-domains${rest}`;
    const listOf = async (cookie: string, companyName: string, query = '') => {
      const response = await callApi(portal.app, await domainsPath(companyName, query), { cookie });
      expect(response.status).toBe(200);
      return v.parse(EmailDomainListSchema, await response.json());
    };
    const validate = async (cookie: string, companyName: string, body: unknown) => {
      const response = await callApi(portal.app, await domainsPath(companyName, '/validate'), {
        method: 'POST',
        cookie,
        body,
      });
      expect(response.status).toBe(200);
      return v.parse(EmailDomainCheckSchema, await response.json());
    };
    const add = async (cookie: string, companyName: string, body: unknown) =>
      callApi(portal.app, await domainsPath(companyName), { method: 'POST', cookie, body });
    const entriesOf = async (
      event: 'EMAIL_DOMAIN_ADDED' | 'EMAIL_DOMAIN_CHANGED' | 'EMAIL_DOMAIN_DELETED',
      domain: string,
    ) =>
      portal.database.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.event, event), like(activityLog.entityId, domain)));

    beforeAll(async () => {
      portal = await openSeededTestApp(target);
    });

    afterAll(() => portal?.close());

    it('lists the company’s domains a page at a time, sorted and searched, with the users at each', async () => {
      const cookie = await signInFor(portal, ACME_ADMIN);
      const all = await listOf(cookie, 'Acme Foods');
      expect(all.items.map(({ domain }) => domain).sort()).toEqual(['acme-foods.test', 'brightside-agency.test']);
      const acme = all.items.find(({ domain }) => domain === 'acme-foods.test');
      expect(acme).toMatchObject({ allowSubDomains: true, is3pDomain: false });
      expect(acme?.userCount).toBeGreaterThan(10);
      const searched = await listOf(cookie, 'Acme Foods', '?search=BRIGHT&sortBy=createdOn&sortOrder=DESC');
      expect(searched.items.map(({ domain }) => domain)).toEqual(['brightside-agency.test']);
      const firstPage = await listOf(cookie, 'Acme Foods', '?pageSize=10&sortBy=domain&sortOrder=DESC');
      expect(firstPage.items.map(({ domain }) => domain)).toEqual(['brightside-agency.test', 'acme-foods.test']);
      await errorMessageOf(await callApi(portal.app, await domainsPath('Acme Foods', '?pageSize=7'), { cookie }), 400);
    });

    it('checks a domain before adding it: a host name, no public provider, no other company’s, no duplicate', async () => {
      const cookie = await signInFor(portal, MAPLE_ADMIN);
      expect(await validate(cookie, 'Maple Goods', { domainName: 'Maple-Partners.test' })).toEqual({
        domainName: 'maple-partners.test',
        domain: 'maple-partners.test',
      });
      for (const [domainName, problem] of [
        ['not a domain', 'invalidHostName'],
        ['-maple.test', 'invalidHostName'],
        ['maple', 'invalidHostName'],
        ['maple.123', 'invalidHostName'],
        ['GMAIL.com', 'publicProvider'],
        ['mail.outlook.com', 'publicProvider'],
        ['acme-foods.test', 'otherCompany'],
        ['maple-goods.test', 'duplicate'],
      ] as const) {
        expect((await validate(cookie, 'Maple Goods', { domainName })).problem, domainName).toBe(problem);
      }
      // Another company's domain may be shared only as a third-party agency's domain.
      expect((await validate(cookie, 'Maple Goods', { domainName: 'brightside-agency.test' })).problem).toBe(
        'otherCompany',
      );
      expect(
        await validate(cookie, 'Maple Goods', { domainName: 'acme-foods.test', is3pDomain: true }),
      ).not.toHaveProperty('problem');
      expect(
        await validate(cookie, 'Maple Goods', { domainName: 'brightside-agency.test', is3pDomain: true }),
      ).not.toHaveProperty('problem');
      for (const body of [
        {},
        { domainName: '' },
        { domainName: 'x'.repeat(254) },
        { domainName: 'a.test', is3pDomain: 'yes' },
      ]) {
        await errorMessageOf(
          await callApi(portal.app, await domainsPath('Maple Goods', '/validate'), { method: 'POST', cookie, body }),
          400,
        );
      }
    });

    it('stores an internationalised domain as punycode and shows it in Unicode', async () => {
      const cookie = await signInFor(portal, MAPLE_ADMIN);
      const response = await add(cookie, 'Maple Goods', { domainName: 'Érable-Québec.test', allowSubDomains: true });
      expect(response.status).toBe(201);
      const added = v.parse(EmailDomainRowSchema, await response.json());
      expect(added).toMatchObject({
        domainName: 'xn--rable-qubec-99ai.test',
        domain: 'érable-québec.test',
        allowSubDomains: true,
        is3pDomain: false,
        userCount: 0,
      });
      expect((await validate(cookie, 'Maple Goods', { domainName: 'érable-québec.test' })).problem).toBe('duplicate');
      expect(await entriesOf('EMAIL_DOMAIN_ADDED', 'xn--rable-qubec-99ai.test')).toEqual([
        expect.objectContaining({
          actor: MAPLE_ADMIN,
          companyId: await companyIdNamed(portal.database.db, 'Maple Goods'),
        }),
      ]);
    });

    it('refuses to add a refused domain, with the reason', async () => {
      const cookie = await signInFor(portal, MAPLE_ADMIN);
      const response = await add(cookie, 'Maple Goods', { domainName: 'gmail.com' });
      expect(response.status).toBe(409);
      const { error } = (await response.json()) as { error: { message: string; details: { problem: string } } };
      expect(error.message).toBe(DOMAIN_REFUSED_MESSAGE);
      expect(error.details.problem).toBe('publicProvider');
      expect(await entriesOf('EMAIL_DOMAIN_ADDED', 'gmail.com')).toEqual([]);
    });

    it('changes a domain’s flags, and deletes it by name, each recorded', async () => {
      const cookie = await signInFor(portal, MAPLE_ADMIN);
      const added = v.parse(
        EmailDomainRowSchema,
        await (await add(cookie, 'Maple Goods', { domainName: 'maple-labs.test' })).json(),
      );
      const changed = await callApi(portal.app, await domainsPath('Maple Goods', `/${added.id}`), {
        method: 'PUT',
        cookie,
        body: { allowSubDomains: true, is3pDomain: true },
      });
      expect(changed.status).toBe(200);
      expect(await changed.json()).toMatchObject({ allowSubDomains: true, is3pDomain: true });
      expect(await entriesOf('EMAIL_DOMAIN_CHANGED', 'maple-labs.test')).toHaveLength(1);
      await errorMessageOf(
        await callApi(portal.app, await domainsPath('Maple Goods', `/${added.id}`), {
          method: 'PUT',
          cookie,
          body: {},
        }),
        400,
      );
      const unknown = await callApi(portal.app, await domainsPath('Maple Goods', '/not-an-id'), {
        method: 'PUT',
        cookie,
        body: { allowSubDomains: true, is3pDomain: true },
      });
      expect(await errorMessageOf(unknown, 404)).toBe(NO_SUCH_DOMAIN_MESSAGE);

      const removed = await callApi(portal.app, await domainsPath('Maple Goods', '/maple-labs.test'), {
        method: 'DELETE',
        cookie,
      });
      expect(removed.status).toBe(204);
      expect(await entriesOf('EMAIL_DOMAIN_DELETED', 'maple-labs.test')).toHaveLength(1);
      const again = await callApi(portal.app, await domainsPath('Maple Goods', '/maple-labs.test'), {
        method: 'DELETE',
        cookie,
      });
      expect(await errorMessageOf(again, 404)).toBe(NO_SUCH_DOMAIN_MESSAGE);
    });

    it('lets a super admin work for the company it acts for, the spectator only read', async () => {
      const admin = await signInFor(portal, SUPER_ADMIN, 'Nopal Foods');
      expect((await add(admin, 'Nopal Foods', { domainName: 'nopal-mx.test' })).status).toBe(201);
      expect(await entriesOf('EMAIL_DOMAIN_ADDED', 'nopal-mx.test')).toEqual([
        expect.objectContaining({ actingSuperAdmin: 'dwhitfield' }),
      ]);
      const spectator = await signInFor(portal, SPECTATOR, 'Nopal Foods');
      expect((await listOf(spectator, 'Nopal Foods')).total).toBeGreaterThan(0);
      expect(await errorMessageOf(await add(spectator, 'Nopal Foods', { domainName: 'nopal-2.test' }), 403)).toBe(
        VIEW_ONLY_MESSAGE,
      );
      const removal = await callApi(portal.app, await domainsPath('Nopal Foods', '/nopal-mx.test'), {
        method: 'DELETE',
        cookie: spectator,
      });
      expect(await errorMessageOf(removal, 403)).toBe(VIEW_ONLY_MESSAGE);
    });

    it('refuses another company’s admin and a regular user', async () => {
      const acmeAdmin = await signInFor(portal, ACME_ADMIN);
      const read = await callApi(portal.app, await domainsPath('Maple Goods'), { cookie: acmeAdmin });
      expect(await errorMessageOf(read, 403)).toBe(NOT_YOUR_COMPANY_MESSAGE);
      expect(await errorMessageOf(await add(acmeAdmin, 'Maple Goods', { domainName: 'x-acme.test' }), 403)).toBe(
        NOT_YOUR_COMPANY_MESSAGE,
      );
      const regular = await signInFor(portal, ACME_USER);
      await errorMessageOf(await callApi(portal.app, await domainsPath('Acme Foods'), { cookie: regular }), 403);
      await errorMessageOf(await add(regular, 'Acme Foods', { domainName: 'x-acme.test' }), 403);
    });
  },
);
