import type { GlobalUserFilter, GlobalUserPage, GlobalUserRow } from '@partner-insights/contracts';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { launchListFixtures } from '../../launch-list/testing';
import { COMPANIES, companyPage } from '../../company-list/testing';

const PEOPLE = [
  ['Laura', 'Chen', 'SUPPLIER_ADMIN'],
  ['Kevin', 'Patel', 'REGULAR_USER'],
  ['Rosa', 'Delgado', 'BASIC_USER'],
  ['Amara', 'Okafor', 'REGULAR_USER'],
  ['Étienne', 'Gagnon', 'SUPPLIER_ADMIN'],
  ['Lucía', 'Hernández', 'REGULAR_USER'],
  ['Noah', 'Fischer', 'THIRD_PARTY_USER'],
  ['Priya', 'Raman', 'REGULAR_USER'],
] as const;

/** External users of the demo companies, as global user management lists them. */
export const GLOBAL_USERS: readonly GlobalUserRow[] = PEOPLE.map(([firstName, lastName, role], index) => {
  const company = COMPANIES[index % 3] ?? COMPANIES[0];
  const slug = company?.companyName.toLowerCase().replaceAll(' ', '-') ?? 'acme-foods';
  const email = `${firstName
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')}@${slug}.test`;
  return {
    loginId: email,
    firstName,
    lastName,
    email,
    companyId: company?.id ?? null,
    companyName: company?.companyName ?? null,
    companyType: company?.companyType ?? null,
    uiCompanyType: company?.uiCompanyType ?? null,
    thirdPartyCompanyName: role === 'THIRD_PARTY_USER' ? 'Brightside Agency' : null,
    appAccess: role === 'BASIC_USER' ? [] : ['Shopper Behavior', 'Report Builder'],
    role,
    sbu: index % 2 === 0 ? 'SBU 12' : null,
    lastLogin: index % 4 === 3 ? null : `2026-11-${String(20 - index).padStart(2, '0')}T14:30:00Z`,
    buoAreaNumber: index % 3 === 0 ? `BUO-${100 + index}` : null,
    status: index === 5 ? 'PENDING' : 'ACTIVE',
  };
});

/** POST users answered from GLOBAL_USERS: the search by name or email, and the company filter. */
const usersPage = ({ body }: { readonly body: unknown }) => {
  const { search, filters } = body as GlobalUserFilter;
  const term = search.toLowerCase();
  const items = GLOBAL_USERS.filter(
    (user) =>
      `${user.firstName} ${user.lastName} ${user.email}`.toLowerCase().includes(term) &&
      (filters.companyIds.length === 0 || filters.companyIds.includes(user.companyId ?? '')),
  );
  const page: GlobalUserPage = { items, pageNo: 0, pageSize: 10, total: items.length };
  return { body: page };
};

/** Global user management's calls: the users, the values to filter by, the products and the companies. */
export function globalUserFixtures(overrides: Fixtures = {}): Fixtures {
  return {
    ...launchListFixtures(),
    'POST /api/users': usersPage,
    'GET /api/users/filters/roles': { body: ['SUPPLIER_ADMIN', 'REGULAR_USER', 'BASIC_USER', 'THIRD_PARTY_USER'] },
    'GET /api/users/filters/attributes': { body: ['Category lead', 'Finance', 'Replenishment'] },
    'GET /api/users/filters/sbu': { body: ['SBU 12', 'SBU 31', 'Blackout'] },
    'GET /api/companies': companyPage,
    ...overrides,
  };
}
