// The access reviews of the demo companies: the retailer's approvers find open requests from its associates and a
// few decided ones, Acme Foods' admins find their own users' requests.
import type { Locale } from '@partner-insights/contracts';
import type { ProductCode } from '../../launch-list';

/** Associates of the retailer who request access in the demo; they are no accounts to sign in with. */
export interface DemoRequester {
  readonly email: string;
  readonly loginId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly languageCode: Locale;
}

export const demoRequesters: readonly DemoRequester[] = [
  {
    email: 'jmorales@retailer.test',
    loginId: 'jmorales',
    firstName: 'Julia',
    lastName: 'Morales',
    languageCode: 'es-MX',
  },
  { email: 'kchen@retailer.test', loginId: 'kchen', firstName: 'Kevin', lastName: 'Chen', languageCode: 'en-US' },
  {
    email: 'sgagnon@retailer.test',
    loginId: 'sgagnon',
    firstName: 'Sophie',
    lastName: 'Gagnon',
    languageCode: 'fr-CA',
  },
  {
    email: 'rharris@retailer.test',
    loginId: 'rharris',
    firstName: 'Rachel',
    lastName: 'Harris',
    languageCode: 'en-US',
  },
  { email: 'olopez@retailer.test', loginId: 'olopez', firstName: 'Omar', lastName: 'López', languageCode: 'es-MX' },
  { email: 'bnguyen@retailer.test', loginId: 'bnguyen', firstName: 'Bao', lastName: 'Nguyen', languageCode: 'en-US' },
  {
    email: 'lfischer@retailer.test',
    loginId: 'lfischer',
    firstName: 'Lena',
    lastName: 'Fischer',
    languageCode: 'en-US',
  },
  { email: 'pmwangi@retailer.test', loginId: 'pmwangi', firstName: 'Peter', lastName: 'Mwangi', languageCode: 'en-US' },
  {
    email: 'cdubois@retailer.test',
    loginId: 'cdubois',
    firstName: 'Claire',
    lastName: 'Dubois',
    languageCode: 'fr-CA',
  },
  { email: 'agarcia@retailer.test', loginId: 'agarcia', firstName: 'Ana', lastName: 'García', languageCode: 'es-MX' },
];

export type DemoDecision =
  | { readonly status: 'APPROVED'; readonly endsInDays: number | null; readonly note: string }
  | { readonly status: 'REJECTED'; readonly note: string };

export interface DemoAccessRequest {
  /** The requester's email: a demo account or a demo requester. */
  readonly requester: string;
  /** The company the request is filed for, by name: the requester's own. */
  readonly company: 'Retailer' | 'Acme Foods';
  readonly products: readonly ProductCode[];
  readonly note: string;
  /** How long before seeding it was filed, in hours. */
  readonly hoursAgo: number;
  readonly decision?: DemoDecision;
}

export const demoAccessRequests: readonly DemoAccessRequest[] = [
  // The demo accounts ask for products they already wait for, or for Customer Pulse, which only non-production sites
  // offer: their launch lists elsewhere stay as the demo describes them.
  {
    requester: 'associate@retailer.test',
    company: 'Retailer',
    products: ['CUSTOMER_PULSE'],
    note: 'Piloting the survey dashboards with the grocery team',
    hoursAgo: 3,
  },
  {
    requester: 'catman@retailer.test',
    company: 'Retailer',
    products: ['CUSTOMER_PULSE'],
    note: 'Category review for Q1',
    hoursAgo: 26,
  },
  {
    requester: 'merchant@retailer.test',
    company: 'Retailer',
    products: ['CUSTOMER_PULSE'],
    note: '',
    hoursAgo: 50,
  },
  {
    requester: 'jmorales@retailer.test',
    company: 'Retailer',
    products: ['REPORT_BUILDER', 'CHANNEL_INSIGHTS'],
    note: 'Reportes semanales de ventas',
    hoursAgo: 5,
  },
  {
    requester: 'kchen@retailer.test',
    company: 'Retailer',
    products: ['DIGITAL_LANDSCAPES'],
    note: 'E-commerce shelf analysis',
    hoursAgo: 8,
  },
  {
    requester: 'sgagnon@retailer.test',
    company: 'Retailer',
    products: ['CUSTOMER_PERCEPTION'],
    note: 'Analyse des avis clients',
    hoursAgo: 12,
  },
  {
    requester: 'rharris@retailer.test',
    company: 'Retailer',
    products: ['INSIGHTS_ACTIVATION', 'REPORT_BUILDER'],
    note: 'Supplier collaboration program',
    hoursAgo: 20,
  },
  {
    requester: 'olopez@retailer.test',
    company: 'Retailer',
    products: ['SHOPPER_BEHAVIOR'],
    note: 'Nuevo en el equipo de precios',
    hoursAgo: 30,
  },
  {
    requester: 'bnguyen@retailer.test',
    company: 'Retailer',
    products: ['MODULAR_INTELLIGENCE'],
    note: 'Modular planning for the spring reset',
    hoursAgo: 36,
  },
  {
    requester: 'lfischer@retailer.test',
    company: 'Retailer',
    products: ['CHANNEL_INSIGHTS'],
    note: 'Omnichannel performance review',
    hoursAgo: 44,
  },
  {
    requester: 'pmwangi@retailer.test',
    company: 'Retailer',
    products: ['SHOPPER_BEHAVIOR', 'CUSTOMER_PERCEPTION'],
    note: '',
    hoursAgo: 60,
  },
  {
    requester: 'cdubois@retailer.test',
    company: 'Retailer',
    products: ['REPORT_BUILDER'],
    note: 'Rapports pour l’équipe du Québec',
    hoursAgo: 72,
  },
  {
    requester: 'agarcia@retailer.test',
    company: 'Retailer',
    products: ['DIGITAL_LANDSCAPES', 'INSIGHTS_ACTIVATION'],
    note: 'Estrategia digital 2027',
    hoursAgo: 96,
  },
  {
    requester: 'kchen@retailer.test',
    company: 'Retailer',
    products: ['SHOPPER_BEHAVIOR'],
    note: 'Basket analysis for the holiday season',
    hoursAgo: 120,
  },
  {
    requester: 'lfischer@retailer.test',
    company: 'Retailer',
    products: ['MODULAR_INTELLIGENCE'],
    note: 'Store layout study',
    hoursAgo: 150,
  },
  // Decided already: they no longer show among the open requests.
  {
    requester: 'rharris@retailer.test',
    company: 'Retailer',
    products: ['CHANNEL_INSIGHTS'],
    note: 'Quarterly business review',
    hoursAgo: 240,
    decision: { status: 'APPROVED', endsInDays: 90, note: 'Granted for the quarter' },
  },
  {
    requester: 'bnguyen@retailer.test',
    company: 'Retailer',
    products: ['DIGITAL_LANDSCAPES'],
    note: '',
    hoursAgo: 260,
    decision: { status: 'APPROVED', endsInDays: null, note: '' },
  },
  {
    requester: 'pmwangi@retailer.test',
    company: 'Retailer',
    products: ['REPORT_BUILDER'],
    note: 'Ad hoc reporting',
    hoursAgo: 300,
    decision: { status: 'REJECTED', note: 'Please use the shared team reports instead' },
  },
  {
    requester: 'user@acme-foods.test',
    company: 'Acme Foods',
    products: ['REPORT_BUILDER'],
    note: 'Weekly sales reports for our buyers',
    hoursAgo: 10,
  },
  {
    requester: 'user@acme-foods.test',
    company: 'Acme Foods',
    products: ['CUSTOMER_PULSE'],
    note: 'Survey results for our new flavors',
    hoursAgo: 34,
  },
  {
    requester: 'admin@acme-foods.test',
    company: 'Acme Foods',
    products: ['CUSTOMER_PULSE'],
    note: 'Customer feedback for the brand team',
    hoursAgo: 80,
  },
];
