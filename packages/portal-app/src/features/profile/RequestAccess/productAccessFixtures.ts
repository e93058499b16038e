import { resolveLocale, type CompanyAdmins, type ProductAccessPage } from '@partner-insights/contracts';
import type { Fixture, Fixtures } from '../../../testing/fixtureTransport';
import { launchCatalogue, type CatalogueOptions } from '../../launch-list/testing';
import { associate } from './associateFixture';

const userPath = `/api/v1/identity/users/${encodeURIComponent(associate.login_id)}`;
export const PRODUCT_ACCESS_ROUTE = `GET ${userPath}/access`;
export const ACCESS_REQUESTS_ROUTE = `POST ${userPath}/access-requests`;
export const COMPANY_ADMINS_ROUTE = 'GET /api/v1/identity/company-admins';

/** An external user's company administrators, as the server names them. */
export const COMPANY_ADMINS: CompanyAdmins = {
  items: [
    { name: 'Ana Baptiste', email: 'ana.baptiste@acme-foods.test' },
    { name: 'Laura Chen', email: 'admin@acme-foods.test' },
  ],
};

/** The associate's access: one product launchable, one requested, the rest theirs to ask for. */
export const ASSOCIATE_ACCESS: CatalogueOptions['access'] = {
  SHOPPER_BEHAVIOR: 'ACCESS_COMPLETE',
  CHANNEL_INSIGHTS: 'ACCESS_PENDING',
};

/** Answers the access list as the server does: the US catalogue searched by title, a page at a time. */
export function productAccessAnswer(access: CatalogueOptions['access'] = ASSOCIATE_ACCESS): Fixture {
  return (request) => {
    const query = new URL(request.url, 'http://localhost').searchParams;
    const search = (query.get('search') ?? '').toLowerCase();
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('page_size') ?? 10);
    const catalogue = launchCatalogue({ locale: resolveLocale(request.headers['accept-language']), access });
    const matching = catalogue.products.filter((product) => product.title.toLowerCase().includes(search));
    const body: ProductAccessPage = {
      items: matching
        .slice((page - 1) * pageSize, page * pageSize)
        .map(({ code, title, description, accessStatus }) => ({ code, title, description, accessStatus })),
      page,
      page_size: pageSize,
      total: matching.length,
    };
    return { body };
  };
}

/** The access list, requests that turn what they ask for pending, and an external user's administrators. */
export function requestAccessFixtures(overrides: Fixtures = {}): Fixtures {
  return {
    [PRODUCT_ACCESS_ROUTE]: productAccessAnswer(),
    [COMPANY_ADMINS_ROUTE]: { body: COMPANY_ADMINS },
    [ACCESS_REQUESTS_ROUTE]: (request) => ({
      status: 201,
      body: {
        products: (request.body as { products: string[] }).products.map((code) => ({
          code,
          accessStatus: 'ACCESS_PENDING',
        })),
      },
    }),
    ...overrides,
  };
}
