import {
  COMPANY_TYPE_LABELS,
  resolveLocale,
  type CompanyListPage,
  type CompanyRow,
  type CompanyType,
  type UserDetails,
} from '@partner-insights/contracts';
import type { Fixture, Fixtures, RecordedRequest } from '../../../testing/fixtureTransport';

const NAMES = [
  'Acme Foods',
  'Maple Goods',
  'Nopal Foods',
  'Brightside Agency',
  'Corner Basics',
  'Harbor Creamery',
  'Juniper Home',
  'Lakeside Snacks',
  'Northwind Beverages',
  'Prairie Grains',
  'Redwood Pet Supply',
  'Summit Outdoor',
] as const;

const TYPES: readonly CompanyType[] = ['SUPPLIER', 'SUPPLIER', 'SUPPLIER', 'THIRD_PARTY_AGENCY'];
const PRODUCTS = [['Shopper Behavior', 'Report Builder'], ['Report Builder'], []] as const;

/** Companies as the company list shows them: the spec's demo companies and their neighbours. */
export const COMPANIES: readonly CompanyRow[] = NAMES.map((companyName, index) => {
  const companyType = TYPES[index % TYPES.length] ?? 'SUPPLIER';
  const slug = companyName.toLowerCase().replaceAll(' ', '-');
  return {
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    companyName,
    status: index % 5 === 4 ? 'INACTIVE' : 'ACTIVE',
    adminEmail: `admin@${slug}.test`,
    companyType,
    uiCompanyType: COMPANY_TYPE_LABELS[companyType],
    market: index === 1 ? 'CA' : index === 2 ? 'MX' : 'US',
    subscribedProduct: [...(PRODUCTS[index % PRODUCTS.length] ?? [])],
  };
});

const queryOf = (request: RecordedRequest) => new URL(request.url, 'http://localhost').searchParams;

/** GET companies answered from COMPANIES: searched by name or primary contact, one page of them. */
export const companyPage: Fixture = (request) => {
  const params = queryOf(request);
  const search = (params.get('search') ?? '').toLowerCase();
  const items = COMPANIES.filter(
    ({ companyName, adminEmail }) =>
      companyName.toLowerCase().includes(search) || adminEmail.toLowerCase().includes(search),
  );
  const body: CompanyListPage = {
    items,
    page: 0,
    pageSize: Number(params.get('pageSize') ?? 100),
    total: items.length,
  };
  return { body };
};

/**
 * The company list's calls; the super admin `user` leaves the company acted for on opening it. The server answers
 * with the user's saved language, the one they read the page in (`<html lang>`), so the page keeps it.
 */
export function companyListFixtures(user: UserDetails, overrides: Fixtures = {}): Fixtures {
  return {
    'GET /api/users/reset-context': () => ({
      body: {
        ...user,
        user_preferences: { ...user.user_preferences, language_code: resolveLocale(document.documentElement.lang) },
      },
    }),
    'GET /api/companies': companyPage,
    'GET /api/companies/types': {
      body: (['SUPPLIER', 'THIRD_PARTY_AGENCY', 'ACCOUNT'] as const).map((id) => ({
        id,
        label: COMPANY_TYPE_LABELS[id],
      })),
    },
    'GET /api/companies/statuses': { body: ['ACTIVE', 'INACTIVE'] },
    ...overrides,
  };
}
