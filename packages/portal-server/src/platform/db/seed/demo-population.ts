// The demo companies' everyday users, made from name lists so that user management has pages to go through: every
// status and every stage of an invitation, varied roles, products, sign-ins and who added them. Deterministic:
// the same run makes the same people.
import type { CreateUserStage, Role, UserStatus } from '@partner-insights/contracts';
import type { ProductCode } from '../../../features/launch-list';
import type { DemoCompanyKey } from './demo-data';

/** A generated user; dates are days before the demo's "today", so data keeps its shape as time passes. */
export interface PopulationUser {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
  readonly company: DemoCompanyKey;
  /** Companies besides the home company (a sponsored supplier's). */
  readonly extraCompanies: readonly DemoCompanyKey[];
  readonly status: UserStatus;
  /** A pending user's invitation stage; INVITATION_SENT ones have a link, live or expired. */
  readonly stage: CreateUserStage | null;
  readonly invitationExpired: boolean;
  readonly products: readonly ProductCode[];
  readonly createdBy: string | null;
  readonly createdDaysAgo: number;
  readonly lastLoginDaysAgo: number | null;
  readonly blocked: { readonly reason: string; readonly by: string; readonly daysAgo: number } | null;
}

const ENGLISH_FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'James',
  'Isabella',
  'Lucas',
  'Mia',
  'Mason',
  'Amelia',
  'Ethan',
  'Harper',
  'Logan',
  'Evelyn',
  'Aiden',
  'Abigail',
  'Jackson',
  'Emily',
  'Samuel',
  'Ella',
  'Owen',
  'Grace',
];
const ENGLISH_LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
];
const SPANISH_FIRST = [
  'Sofía',
  'Mateo',
  'Valentina',
  'Santiago',
  'Regina',
  'Diego',
  'Ximena',
  'Emiliano',
  'Camila',
  'Leonardo',
  'Renata',
  'Sebastián',
  'Fernanda',
  'Andrés',
  'Daniela',
];
const SPANISH_LAST = [
  'Hernández',
  'García',
  'Martínez',
  'López',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Jiménez',
];
const FRENCH_FIRST = [
  'Léa',
  'Félix',
  'Chloé',
  'Antoine',
  'Camille',
  'Gabriel',
  'Juliette',
  'Mathis',
  'Florence',
  'Olivier',
  'Maude',
  'Samuel',
  'Rosalie',
  'Édouard',
  'Noémie',
];
const FRENCH_LAST = [
  'Gagnon',
  'Roy',
  'Côté',
  'Bouchard',
  'Gauthier',
  'Morin',
  'Lavoie',
  'Fortin',
  'Gagné',
  'Ouellet',
  'Pelletier',
  'Bélanger',
  'Lévesque',
  'Bergeron',
  'Leblanc',
];

const BLOCK_REASONS = [
  'Left the company',
  'Shared their password with a colleague',
  'Contract ended',
  'Account under security review',
  'Moved to another supplier',
];

/** An email's local part from a name: lower case, accents dropped. */
const localPart = (firstName: string, lastName: string, index: number) =>
  `${firstName}.${lastName}${index}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

interface CompanyPopulation {
  readonly company: DemoCompanyKey;
  readonly domain: string;
  readonly names: { readonly first: readonly string[]; readonly last: readonly string[] };
  /** The company's admin, who added most of them. */
  readonly admin: string | null;
  readonly userRole: Role;
  readonly products: readonly ProductCode[];
  readonly active: number;
  /** Pending users at each stage, in CREATE_USER_STAGES order. */
  readonly pendingPerStage: number;
  readonly blocked: number;
  /** Admins among the active users, besides the demo admin. */
  readonly admins: number;
  readonly extraCompanies?: readonly DemoCompanyKey[];
}

const STAGES: readonly CreateUserStage[] = ['INVITATION_SENT', 'GRANTING_ACCESS', 'COMPLETING', 'WAITING_FOR_ACCESS'];
const english = { first: ENGLISH_FIRST, last: ENGLISH_LAST };
const US_PRODUCTS: readonly ProductCode[] = [
  'SHOPPER_BEHAVIOR',
  'REPORT_BUILDER',
  'CHANNEL_INSIGHTS',
  'CUSTOMER_PERCEPTION',
  'DIGITAL_LANDSCAPES',
  'INSIGHTS_ACTIVATION',
];
const NORTH_PRODUCTS: readonly ProductCode[] = ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER'];

const POPULATIONS: readonly CompanyPopulation[] = [
  {
    company: 'acmeFoods',
    domain: 'acme-foods.test',
    names: english,
    admin: 'admin@acme-foods.test',
    userRole: 'REGULAR_USER',
    products: US_PRODUCTS,
    active: 100,
    pendingPerStage: 3,
    blocked: 8,
    admins: 0,
  },
  {
    company: 'goldenPrairieMills',
    domain: 'golden-prairie.test',
    names: english,
    admin: null,
    userRole: 'REGULAR_USER',
    products: US_PRODUCTS,
    active: 22,
    pendingPerStage: 1,
    blocked: 2,
    admins: 1,
  },
  {
    company: 'nopalFoods',
    domain: 'nopal-foods.test',
    names: { first: SPANISH_FIRST, last: SPANISH_LAST },
    admin: 'admin@nopal-foods.test',
    userRole: 'REGULAR_USER',
    products: NORTH_PRODUCTS,
    active: 24,
    pendingPerStage: 1,
    blocked: 2,
    admins: 1,
  },
  {
    company: 'mapleGoods',
    domain: 'maple-goods.test',
    names: { first: FRENCH_FIRST, last: FRENCH_LAST },
    admin: 'admin@maple-goods.test',
    userRole: 'REGULAR_USER',
    products: NORTH_PRODUCTS,
    active: 24,
    pendingPerStage: 1,
    blocked: 2,
    admins: 1,
  },
  {
    company: 'brightsideAgency',
    domain: 'brightside-agency.test',
    names: english,
    admin: null,
    userRole: 'THIRD_PARTY_USER',
    products: ['SHOPPER_BEHAVIOR', 'CUSTOMER_PERCEPTION'],
    active: 20,
    pendingPerStage: 1,
    blocked: 1,
    admins: 0,
    extraCompanies: ['acmeFoods'],
  },
  {
    company: 'cornerBasics',
    domain: 'corner-basics.test',
    names: english,
    admin: null,
    userRole: 'BASIC_USER',
    products: ['SHOPPER_BEHAVIOR'],
    active: 10,
    pendingPerStage: 0,
    blocked: 1,
    admins: 0,
  },
];

/** How many of Brightside's users work for Acme Foods as sponsored suppliers. */
const SPONSORED_BY_ACME = 5;

function populationOf(population: CompanyPopulation, offset: number): PopulationUser[] {
  const { first, last } = population.names;
  const person = (index: number) => {
    const firstName = first[(index * 7 + offset) % first.length] ?? '';
    const lastName = last[(index * 11 + offset * 3) % last.length] ?? '';
    return { firstName, lastName, email: `${localPart(firstName, lastName, index + 1)}@${population.domain}` };
  };
  const productsFor = (index: number) =>
    population.products.filter((_, position) => (index + position) % 3 !== 0 || position === 0);
  const base = (index: number) => ({
    ...person(index),
    company: population.company,
    extraCompanies: [] as DemoCompanyKey[],
    role: population.userRole,
    createdBy: index % 5 === 0 ? null : population.admin,
    createdDaysAgo: 30 + ((index * 13) % 600),
    stage: null,
    invitationExpired: false,
    blocked: null,
  });

  const users: PopulationUser[] = [];
  for (let index = 0; index < population.active; index += 1) {
    users.push({
      ...base(index),
      role: index < population.admins ? 'SUPPLIER_ADMIN' : population.userRole,
      extraCompanies: population.extraCompanies && index < SPONSORED_BY_ACME ? population.extraCompanies : [],
      status: 'ACTIVE',
      products: productsFor(index),
      lastLoginDaysAgo: index % 9 === 4 ? null : (index * 17) % 120,
    });
  }
  STAGES.forEach((stage, stageIndex) => {
    for (let count = 0; count < population.pendingPerStage; count += 1) {
      const index = population.active + stageIndex * population.pendingPerStage + count;
      users.push({
        ...base(index),
        status: 'PENDING',
        stage,
        // One invitation of each company has expired without being used.
        invitationExpired: stage === 'INVITATION_SENT' && count === 1,
        products: productsFor(index),
        createdBy: population.admin ?? `admin@${population.domain}`,
        createdDaysAgo: stage === 'INVITATION_SENT' && count === 1 ? 40 : 1 + count,
        lastLoginDaysAgo: null,
      });
    }
  });
  for (let count = 0; count < population.blocked; count += 1) {
    const index = population.active + STAGES.length * population.pendingPerStage + count;
    users.push({
      ...base(index),
      status: 'BLOCKED',
      products: productsFor(index),
      lastLoginDaysAgo: 20 + count * 9,
      blocked: {
        reason: BLOCK_REASONS[count % BLOCK_REASONS.length] ?? '',
        by: population.admin ?? `admin@${population.domain}`,
        daysAgo: 2 + count * 5,
      },
    });
  }
  return users;
}

/** Every generated user of the demo companies. */
export const demoPopulation: readonly PopulationUser[] = POPULATIONS.flatMap((population, offset) =>
  populationOf(population, offset),
);

/** The authorised email domains of the demo companies: Acme Foods allows sub-domains and has its agency's. */
export const demoEmailDomains: readonly {
  readonly company: DemoCompanyKey;
  readonly domain: string;
  readonly allowSubDomains?: boolean;
  readonly is3pDomain?: boolean;
}[] = [
  { company: 'acmeFoods', domain: 'acme-foods.test', allowSubDomains: true },
  { company: 'acmeFoods', domain: 'brightside-agency.test', is3pDomain: true },
  ...POPULATIONS.filter(({ company }) => company !== 'acmeFoods').map(({ company, domain }) => ({ company, domain })),
];

/** The demo companies' associated products: what their admins may give; Acme Foods' Modular Intelligence lapsed. */
export const demoCompanyProducts: readonly {
  readonly company: DemoCompanyKey;
  readonly product: ProductCode;
  readonly status: 'ACTIVE' | 'INACTIVE';
}[] = [
  ...POPULATIONS.flatMap(({ company, products }) =>
    products.map((product) => ({ company, product, status: 'ACTIVE' as const })),
  ),
  { company: 'acmeFoods', product: 'MODULAR_INTELLIGENCE', status: 'INACTIVE' },
];
