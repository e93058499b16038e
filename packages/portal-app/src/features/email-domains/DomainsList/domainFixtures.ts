import type { EmailDomainList, EmailDomainRow } from '@partner-insights/contracts';
import type { Fixture, Fixtures } from '../../../testing/fixtureTransport';

export const DOMAINS_ROUTE = 'GET /api/companies/acme-foods/email-domains';
export const VALIDATE_ROUTE = 'POST /api/companies/acme-foods/email-domains/validate';
export const ADD_ROUTE = 'POST /api/companies/acme-foods/email-domains';

const NAMES = [
  ['acme-foods.test', 'acme-foods.test', true, false, 42],
  ['brightside-agency.test', 'brightside-agency.test', false, true, 3],
  ['xn--rable-qubec-99ai.test', 'érable-québec.test', false, false, 0],
  ['acme-labs.test', 'acme-labs.test', true, false, 1],
] as const;

/** Acme Foods' four domains: its own (sub-domains allowed), an agency's, an internationalised one, a lab's. */
export const DOMAINS: readonly EmailDomainRow[] = NAMES.map(
  ([domainName, domain, allowSubDomains, is3pDomain, userCount], index) => ({
    id: `0195f0c2-7a3b-7c4d-8e5f-${String(index + 1).padStart(12, '0')}`,
    domainName,
    domain,
    allowSubDomains,
    is3pDomain,
    uiCreatedOnDate: `2026-0${index + 1}-1${index}T15:00:00.000Z`,
    userCount,
  }),
);

export const domainListAnswer = (items: readonly EmailDomainRow[]): Fixture => ({
  body: { items: [...items], page: 1, pageSize: 10, total: items.length } satisfies EmailDomainList,
});

/** The domains, and a check that refuses public providers and accepts the rest. */
export const domainFixtures = (overrides: Fixtures = {}): Fixtures => ({
  [DOMAINS_ROUTE]: domainListAnswer(DOMAINS),
  [VALIDATE_ROUTE]: ({ body }) => {
    const { domainName } = body as { domainName: string };
    return {
      body:
        domainName === 'gmail.com'
          ? { domainName, domain: domainName, problem: 'publicProvider' }
          : { domainName, domain: domainName },
    };
  },
  [ADD_ROUTE]: { status: 201, body: DOMAINS[3] },
  ...overrides,
});
