import type { CompanyStatus, CompanyType, Market } from '@partner-insights/contracts';
import type { NewCompany } from '../../identity/identity.schema';

/** How many companies the demo adds beyond its named ones: enough for the company list to page and search. */
export const GENERATED_COMPANY_COUNT = 600;

const MARKETS: readonly Market[] = ['US', 'MX', 'CA'];
const FIRST_WORDS = [
  'Aurora',
  'Bayside',
  'Cedar',
  'Delta',
  'Evergreen',
  'Falcon',
  'Granite',
  'Harbor',
  'Ironwood',
  'Juniper',
  'Keystone',
  'Lakeside',
  'Meadow',
  'Northern',
  'Oakridge',
  'Pioneer',
  'Quarry',
  'Riverbend',
  'Summit',
  'Tidewater',
];
const SECOND_WORDS = [
  'Foods',
  'Beverages',
  'Home',
  'Brands',
  'Outfitters',
  'Provisions',
  'Farms',
  'Supply',
  'Goods',
  'Naturals',
];
const SUFFIXES = ['Co.', 'Inc.', 'Group', 'Ltd.', 'Partners'];

/** The type, tenant type and account type of the n-th company: mostly charter suppliers, some agencies and basics. */
function kindOf(n: number): Pick<NewCompany, 'companyType' | 'tenantType' | 'accountType'> {
  if (n % 10 === 7)
    return { companyType: 'THIRD_PARTY_AGENCY', tenantType: 'THIRD_PARTY_AGENCY', accountType: 'CHARTER' };
  if (n % 10 === 9) return { companyType: 'SUPPLIER', tenantType: 'BASIC_VENDOR', accountType: 'BASIC' };
  if (n % 25 === 3) return { companyType: 'ACCOUNT', tenantType: 'SUPPLIER', accountType: 'CHARTER' };
  return { companyType: 'SUPPLIER', tenantType: 'SUPPLIER', accountType: 'CHARTER' };
}

export interface GeneratedCompany extends Omit<NewCompany, 'companyType'> {
  readonly companyType: CompanyType;
  readonly status: CompanyStatus;
}

/** The n-th generated company (from 0): the same every time, so every seeded database lists the same companies. */
export function generatedCompany(n: number): GeneratedCompany {
  const name = [
    FIRST_WORDS[n % FIRST_WORDS.length],
    SECOND_WORDS[Math.floor(n / FIRST_WORDS.length) % SECOND_WORDS.length],
    SUFFIXES[Math.floor(n / (FIRST_WORDS.length * SECOND_WORDS.length)) % SUFFIXES.length],
  ].join(' ');
  const kind = kindOf(n);
  const slug = `${name
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/-$/, '')}-${n + 1}`;
  return {
    name: `${name} ${n + 1}`,
    market: MARKETS[n % MARKETS.length] ?? 'US',
    ...kind,
    companyType: kind.companyType,
    status: n % 13 === 5 ? 'INACTIVE' : 'ACTIVE',
    adminEmail: `admin@${slug}.test`,
    businessCode: String(500_000 + n),
  };
}

/** The email domain of a generated company, for its generated users. */
export const generatedCompanyDomain = (company: Pick<NewCompany, 'adminEmail'>): string =>
  company.adminEmail.slice(company.adminEmail.indexOf('@') + 1);
