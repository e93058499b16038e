// The demo data seeded into an empty database when asked for: companies in every market of every type, the
// retailer's own company, and one account per role to sign in with.
import type { AccessStatus, Locale, Role, UserType } from '@partner-insights/contracts';
import { RETAILER_COMPANY } from '../../../features/identity';
import type { ProductCode } from '../../../features/launch-list';
import type { NewCompany } from '../schema';

export const DEMO_PASSWORD = 'demo-password';

type DemoCompany = Omit<NewCompany, 'id' | 'createdAt' | 'status'>;

export const demoCompanies = {
  retailer: { ...RETAILER_COMPANY, adminEmail: 'superadmin@partner-insights.test' },
  acmeFoods: {
    name: 'Acme Foods',
    market: 'US',
    tenantType: 'SUPPLIER',
    companyType: 'SUPPLIER',
    accountType: 'CHARTER',
    adminEmail: 'admin@acme-foods.test',
    businessCode: '104521',
  },
  goldenPrairieMills: {
    name: 'Golden Prairie Mills',
    market: 'US',
    tenantType: 'SUPPLIER',
    companyType: 'SUPPLIER',
    accountType: 'CHARTER',
    adminEmail: 'admin@golden-prairie.test',
    businessCode: '104877',
  },
  cornerBasics: {
    name: 'Corner Basics',
    market: 'US',
    tenantType: 'BASIC_VENDOR',
    companyType: 'SUPPLIER',
    accountType: 'BASIC',
    adminEmail: 'basic@corner-basics.test',
    businessCode: '208314',
  },
  brightsideAgency: {
    name: 'Brightside Agency',
    market: 'US',
    tenantType: 'THIRD_PARTY_AGENCY',
    companyType: 'THIRD_PARTY_AGENCY',
    accountType: 'CHARTER',
    adminEmail: 'agency@brightside-agency.test',
    businessCode: '3P1042',
  },
  lakesideInsights: {
    name: 'Lakeside Insights',
    market: 'US',
    tenantType: 'BASIC_THIRD_PARTY_AGENCY',
    companyType: 'THIRD_PARTY_AGENCY',
    accountType: 'BASIC',
    adminEmail: 'admin@lakeside-insights.test',
    businessCode: '3P2087',
  },
  nopalFoods: {
    name: 'Nopal Foods',
    market: 'MX',
    tenantType: 'SUPPLIER',
    companyType: 'SUPPLIER',
    accountType: 'CHARTER',
    adminEmail: 'admin@nopal-foods.test',
    businessCode: '501203',
  },
  abarrotesDelValle: {
    name: 'Abarrotes del Valle',
    market: 'MX',
    tenantType: 'BASIC_VENDOR',
    companyType: 'SUPPLIER',
    accountType: 'BASIC',
    adminEmail: 'admin@abarrotes-valle.test',
    businessCode: '502418',
  },
  agenciaHorizonte: {
    name: 'Agencia Horizonte',
    market: 'MX',
    tenantType: 'THIRD_PARTY_AGENCY',
    companyType: 'THIRD_PARTY_AGENCY',
    accountType: 'CHARTER',
    adminEmail: 'admin@agencia-horizonte.test',
    businessCode: '3P5011',
  },
  enlaceDigital: {
    name: 'Enlace Digital',
    market: 'MX',
    tenantType: 'BASIC_THIRD_PARTY_AGENCY',
    companyType: 'THIRD_PARTY_AGENCY',
    accountType: 'BASIC',
    adminEmail: 'admin@enlace-digital.test',
    businessCode: '3P5026',
  },
  mapleGoods: {
    name: 'Maple Goods',
    market: 'CA',
    tenantType: 'SUPPLIER',
    companyType: 'SUPPLIER',
    accountType: 'CHARTER',
    adminEmail: 'admin@maple-goods.test',
    businessCode: '701144',
  },
  northernPantry: {
    name: 'Northern Pantry',
    market: 'CA',
    tenantType: 'BASIC_VENDOR',
    companyType: 'SUPPLIER',
    accountType: 'BASIC',
    adminEmail: 'admin@northern-pantry.test',
    businessCode: '702360',
  },
  trueNorthMarketing: {
    name: 'True North Marketing',
    market: 'CA',
    tenantType: 'THIRD_PARTY_AGENCY',
    companyType: 'THIRD_PARTY_AGENCY',
    accountType: 'CHARTER',
    adminEmail: 'admin@true-north-marketing.test',
    businessCode: '3P7009',
  },
  baieConseil: {
    name: 'Baie Conseil',
    market: 'CA',
    tenantType: 'BASIC_THIRD_PARTY_AGENCY',
    companyType: 'THIRD_PARTY_AGENCY',
    accountType: 'BASIC',
    adminEmail: 'admin@baie-conseil.test',
    businessCode: '3P7031',
  },
  // Companies whose type is not known yet: signed up, not classified as a supplier or an agency.
  harborTrading: {
    name: 'Harbor Trading Co.',
    market: 'US',
    tenantType: 'UNKNOWN',
    companyType: 'SUPPLIER',
    accountType: null,
    adminEmail: 'admin@harbor-trading.test',
    businessCode: '109930',
  },
  comercialSierra: {
    name: 'Comercial Sierra',
    market: 'MX',
    tenantType: 'UNKNOWN',
    companyType: 'SUPPLIER',
    accountType: null,
    adminEmail: 'admin@comercial-sierra.test',
    businessCode: '509912',
  },
  borealCommerce: {
    name: 'Boréal Commerce',
    market: 'CA',
    tenantType: 'UNKNOWN',
    companyType: 'SUPPLIER',
    accountType: null,
    adminEmail: 'admin@boreal-commerce.test',
    businessCode: '709945',
  },
} as const satisfies Record<string, DemoCompany>;

export type DemoCompanyKey = keyof typeof demoCompanies;

export interface DemoUser {
  readonly email: string;
  readonly loginId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly userType: UserType;
  readonly role: Role;
  readonly company: DemoCompanyKey;
  /** Companies besides the home company. */
  readonly extraCompanies?: readonly DemoCompanyKey[];
  readonly thirdPartyUser?: boolean;
  readonly personaAccessCodes?: readonly number[];
  readonly languageCode?: Locale;
  readonly timezone?: string;
  /** The user's access to the launch list's products; the rest they have no access to. */
  readonly productAccess?: Partial<Record<ProductCode, AccessStatus>>;
}

const COMPLETE = 'ACCESS_COMPLETE';
const PENDING = 'ACCESS_PENDING';

/** Every US product open to all, launchable. */
const US_GENERAL_RELEASE = {
  SHOPPER_BEHAVIOR: COMPLETE,
  REPORT_BUILDER: COMPLETE,
  CHANNEL_INSIGHTS: COMPLETE,
  CUSTOMER_PERCEPTION: COMPLETE,
  DIGITAL_LANDSCAPES: COMPLETE,
  INSIGHTS_ACTIVATION: COMPLETE,
} as const;

export const demoUsers: readonly DemoUser[] = [
  {
    email: 'superadmin@partner-insights.test',
    loginId: 'dwhitfield',
    firstName: 'Dana',
    lastName: 'Whitfield',
    phone: '+1 479 555 0100',
    userType: 'INTERNAL',
    role: 'SUPER_ADMIN',
    company: 'retailer',
    productAccess: { ...US_GENERAL_RELEASE, MODULAR_INTELLIGENCE: COMPLETE, CUSTOMER_PULSE: COMPLETE },
  },
  {
    email: 'spectator@partner-insights.test',
    loginId: 'mbell',
    firstName: 'Marcus',
    lastName: 'Bell',
    phone: null,
    userType: 'INTERNAL',
    role: 'SUPER_ADMIN_SPECTATOR',
    company: 'retailer',
  },
  {
    email: 'admin@acme-foods.test',
    loginId: 'admin@acme-foods.test',
    firstName: 'Laura',
    lastName: 'Chen',
    phone: '+1 312 555 0142',
    userType: 'EXTERNAL',
    role: 'SUPPLIER_ADMIN',
    company: 'acmeFoods',
    productAccess: US_GENERAL_RELEASE,
  },
  {
    email: 'user@acme-foods.test',
    loginId: 'user@acme-foods.test',
    firstName: 'Kevin',
    lastName: 'Patel',
    phone: null,
    userType: 'EXTERNAL',
    role: 'REGULAR_USER',
    company: 'acmeFoods',
    productAccess: { SHOPPER_BEHAVIOR: COMPLETE, REPORT_BUILDER: PENDING },
  },
  {
    email: 'basic@corner-basics.test',
    loginId: 'basic@corner-basics.test',
    firstName: 'Rosa',
    lastName: 'Delgado',
    phone: '+1 210 555 0187',
    userType: 'EXTERNAL',
    role: 'BASIC_USER',
    company: 'cornerBasics',
  },
  {
    email: 'agency@brightside-agency.test',
    loginId: 'agency@brightside-agency.test',
    firstName: 'Jordan',
    lastName: 'Brooks',
    phone: '+1 646 555 0119',
    userType: 'EXTERNAL',
    role: 'THIRD_PARTY_USER',
    company: 'brightsideAgency',
    productAccess: { SHOPPER_BEHAVIOR: COMPLETE, CUSTOMER_PERCEPTION: COMPLETE },
  },
  {
    email: 'sponsored@brightside-agency.test',
    loginId: 'sponsored@brightside-agency.test',
    firstName: 'Priya',
    lastName: 'Nair',
    phone: null,
    userType: 'EXTERNAL',
    role: 'REGULAR_USER',
    company: 'brightsideAgency',
    extraCompanies: ['acmeFoods', 'goldenPrairieMills'],
    thirdPartyUser: true,
    productAccess: { SHOPPER_BEHAVIOR: COMPLETE },
  },
  {
    email: 'associate@retailer.test',
    loginId: 'tbecker',
    firstName: 'Tom',
    lastName: 'Becker',
    phone: null,
    userType: 'INTERNAL',
    role: 'INTERNAL_ASSOCIATE',
    company: 'retailer',
    productAccess: { SHOPPER_BEHAVIOR: COMPLETE },
  },
  {
    email: 'approver@retailer.test',
    loginId: 'jramos',
    firstName: 'Julia',
    lastName: 'Ramos',
    phone: null,
    userType: 'INTERNAL',
    role: 'SUPPLIER_ADMIN',
    company: 'retailer',
    productAccess: { SHOPPER_BEHAVIOR: COMPLETE },
  },
  {
    email: 'catman@retailer.test',
    loginId: 'aokafor',
    firstName: 'Aisha',
    lastName: 'Okafor',
    phone: null,
    userType: 'INTERNAL',
    role: 'CATEGORY_MANAGER',
    company: 'retailer',
    personaAccessCodes: [2000],
    productAccess: { SHOPPER_BEHAVIOR: COMPLETE, CUSTOMER_PERCEPTION: COMPLETE, MODULAR_INTELLIGENCE: COMPLETE },
  },
  {
    email: 'merchant@retailer.test',
    loginId: 'ewalsh',
    firstName: 'Ethan',
    lastName: 'Walsh',
    phone: null,
    userType: 'INTERNAL',
    role: 'MERCHANT',
    company: 'retailer',
    productAccess: { REPORT_BUILDER: COMPLETE, CHANNEL_INSIGHTS: COMPLETE },
  },
  {
    email: 'admin@nopal-foods.test',
    loginId: 'admin@nopal-foods.test',
    firstName: 'Mariana',
    lastName: 'Gutiérrez',
    phone: '+52 55 5555 0134',
    userType: 'EXTERNAL',
    role: 'SUPPLIER_ADMIN',
    company: 'nopalFoods',
    languageCode: 'es-MX',
    timezone: 'America/Mexico_City',
    productAccess: { SHOPPER_BEHAVIOR: COMPLETE },
  },
  {
    email: 'admin@maple-goods.test',
    loginId: 'admin@maple-goods.test',
    firstName: 'Étienne',
    lastName: 'Tremblay',
    phone: '+1 514 555 0163',
    userType: 'EXTERNAL',
    role: 'SUPPLIER_ADMIN',
    company: 'mapleGoods',
    languageCode: 'fr-CA',
    timezone: 'America/Toronto',
    productAccess: { SHOPPER_BEHAVIOR: COMPLETE },
  },
];

export interface DemoAccount {
  readonly email: string;
  readonly role: Role;
  readonly companyName: string;
}

/** The accounts to sign in with, for the start-up banner and the README. */
export const demoAccounts: readonly DemoAccount[] = demoUsers.map((user) => ({
  email: user.email,
  role: user.role,
  companyName: demoCompanies[user.company].name,
}));
