import type { InternalUserGroup, Role, UserStatus } from '@partner-insights/contracts';

/** How many users the demo adds across every company and the retailer: enough for global user management to page. */
export const GENERATED_USER_COUNT = 5_200;

export const FIRST_NAMES = [
  'Ana',
  'Ben',
  'Carla',
  'Diego',
  'Elena',
  'Frank',
  'Gabriela',
  'Hugo',
  'Irene',
  'Jonas',
  'Karen',
  'Luis',
  'Maya',
  'Nadia',
  'Omar',
  'Paula',
  'Quinn',
  'Rosa',
  'Samuel',
  'Teresa',
  'Umar',
  'Valeria',
  'Walter',
  'Ximena',
  'Yusuf',
];
export const LAST_NAMES = [
  'Alvarez',
  'Brooks',
  'Castillo',
  'Dubois',
  'Ellis',
  'Fontaine',
  'Garcia',
  'Hughes',
  'Ibarra',
  'Jensen',
  'Kowalski',
  'Lambert',
  'Moreno',
  'Nguyen',
  'Ortega',
  'Patel',
  'Quintero',
  'Roy',
  'Sanchez',
  'Tremblay',
  'Underwood',
  'Vega',
  'Walsh',
  'Young',
  'Zamora',
];
/** Blackout/SBU values of internal users. */
export const SBU_VALUES = ['Grocery', 'General Merchandise', 'Consumables', 'Apparel', 'Health & Wellness', 'Home'];
/** Attributes global user management filters by. */
export const USER_ATTRIBUTES = ['Buyer', 'Replenishment', 'Category Lead', 'Pricing', 'Store Operations', 'Analyst'];

/** Which kind of user the n-th one is: most are external, then associates, merchants and asset protection. */
export type GeneratedUserKind = 'EXTERNAL' | 'INTERNAL' | InternalUserGroup;

export interface GeneratedUser {
  readonly firstName: string;
  readonly lastName: string;
  /** The local part of the address; the domain is the company's, or the retailer's for internal users. */
  readonly localPart: string;
  readonly kind: GeneratedUserKind;
  /** For external users: the generated company (by its number) they work for. */
  readonly companyNumber: number;
  readonly status: UserStatus;
  readonly lastLoginDaysAgo: number | null;
  readonly sbu: string | null;
  readonly buoAreaNumber: string | null;
  readonly attributes: string[];
}

const at = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

function kindOf(n: number): GeneratedUserKind {
  const slot = n % 20;
  if (slot < 14) return 'EXTERNAL';
  if (slot < 17) return 'INTERNAL';
  return slot < 19 ? 'MERCHANT' : 'ASSET_PROTECTION';
}

/** The n-th generated user (from 0): the same every time. */
export function generatedUser(n: number, companyCount: number): GeneratedUser {
  const firstName = at(FIRST_NAMES, n);
  const lastName = at(LAST_NAMES, Math.floor(n / FIRST_NAMES.length) + n);
  const kind = kindOf(n);
  const internal = kind !== 'EXTERNAL';
  return {
    firstName,
    lastName,
    localPart: `${firstName}.${lastName}.${n + 1}`.toLowerCase(),
    kind,
    companyNumber: n % companyCount,
    status: n % 41 === 11 ? 'BLOCKED' : 'ACTIVE',
    lastLoginDaysAgo: n % 9 === 4 ? null : (n * 7) % 120,
    sbu: internal ? at(SBU_VALUES, n) : null,
    buoAreaNumber: internal ? String(100 + (n % 60)) : null,
    attributes: [at(USER_ATTRIBUTES, n), ...(n % 3 === 0 ? [at(USER_ATTRIBUTES, n + 2)] : [])],
  };
}

/** The role a generated user has in a company of this kind (external) or in the retailer (internal). */
export function roleOf(user: GeneratedUser, firstOfCompany: boolean, tenantType: string): Role {
  if (user.kind === 'INTERNAL') return 'INTERNAL_ASSOCIATE';
  if (user.kind === 'MERCHANT') return 'MERCHANT';
  if (user.kind === 'ASSET_PROTECTION') return 'INTERNAL_ASSOCIATE';
  if (firstOfCompany) return 'SUPPLIER_ADMIN';
  if (tenantType === 'THIRD_PARTY_AGENCY') return 'THIRD_PARTY_USER';
  return tenantType === 'BASIC_VENDOR' ? 'BASIC_USER' : 'REGULAR_USER';
}
