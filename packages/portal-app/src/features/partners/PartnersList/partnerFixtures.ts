import type { PartnerAssociationList, PartnerAssociationRow, TenantProduct } from '@partner-insights/contracts';
import type { Fixture, Fixtures } from '../../../testing/fixtureTransport';

export const PARTNERS_ROUTE = 'GET /api/companies/acme-foods/partner-associations';
export const VALIDATE_ROUTE = 'GET /api/companies/acme-foods/partner-associations/validate';
export const APPS_ROUTE = 'GET /api/v2/identity/tenants/acme-foods/products';

const agency = (index: number, companyName: string, businessCode: string) => ({
  id: `0195f0c2-7a3b-7c4d-8e5f-a${String(index).padStart(11, '0')}`,
  companyName,
  businessCode,
  adminEmail: `admin@${companyName.toLowerCase().replace(/ /g, '-')}.test`,
});

/** Acme Foods' two agencies, one until a day. */
export const PARTNERS: readonly PartnerAssociationRow[] = [
  {
    id: '0195f0c2-7a3b-7c4d-8e5f-b00000000001',
    partnerCompany: agency(1, 'Brightside Agency', '3P1042'),
    appAccess: [
      { code: 'CUSTOMER_PERCEPTION', title: 'Customer Perception' },
      { code: 'SHOPPER_BEHAVIOR', title: 'Shopper Behavior' },
    ],
    endsOn: null,
    uiCreatedOnDate: '2026-03-02T15:00:00.000Z',
  },
  {
    id: '0195f0c2-7a3b-7c4d-8e5f-b00000000002',
    partnerCompany: agency(2, 'True North Marketing', '3P7009'),
    appAccess: [{ code: 'REPORT_BUILDER', title: 'Report Builder' }],
    endsOn: '2026-12-31',
    uiCreatedOnDate: '2026-05-20T15:00:00.000Z',
  },
];

const APPS: readonly TenantProduct[] = [
  { code: 'SHOPPER_BEHAVIOR', title: 'Shopper Behavior', associated: false },
  { code: 'REPORT_BUILDER', title: 'Report Builder', associated: false },
  { code: 'CUSTOMER_PERCEPTION', title: 'Customer Perception', associated: false },
];

export const partnerListAnswer = (items: readonly PartnerAssociationRow[]): Fixture => ({
  body: { items: [...items], page: 1, pageSize: 10, total: items.length } satisfies PartnerAssociationList,
});

/** The partners, the company's apps, and a check that knows one agency code. */
export const partnerFixtures = (overrides: Fixtures = {}): Fixtures => ({
  [PARTNERS_ROUTE]: partnerListAnswer(PARTNERS),
  [APPS_ROUTE]: { body: APPS },
  [VALIDATE_ROUTE]: ({ url }) => ({
    body: url.includes('3P5011')
      ? { partnerCompany: agency(3, 'Agencia Horizonte', '3P5011') }
      : { problem: 'unknownCode' },
  }),
  ...overrides,
});
