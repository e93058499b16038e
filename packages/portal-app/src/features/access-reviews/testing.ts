// Fixtures of the access review pages, for stories and tests.
import type {
  AccessAuditState,
  AccessReviewCampaign,
  AccessReviewUser,
  CampaignCompanyRow,
  CompanyListPage,
} from '@partner-insights/contracts';
import type { Fixture, Fixtures } from '../../testing/fixtureTransport';

export const CAMPAIGNS_ROUTE = 'GET /api/access-review-campaigns';
export const OPEN_CAMPAIGN_ROUTE = 'POST /api/access-review-campaigns';
export const COMPANY_SEARCH_ROUTE = 'GET /api/companies';
const CAMPAIGN_ID = '0195f0c2-7a3b-7c4d-8e5f-000000000001';
export const PROGRESS_ROUTE = `GET /api/access-review-campaigns/${CAMPAIGN_ID}/companies`;
export const REVIEW_AUDIT_ROUTE = 'GET /api/companies/acme-foods/access-audit';
export const REVIEW_USERS_ROUTE = 'GET /api/companies/acme-foods/access-audit/users';

const page = <T>(items: readonly T[]) => ({ items: [...items], page: 1, pageSize: 10, total: items.length });

export const CAMPAIGNS: readonly AccessReviewCampaign[] = [
  {
    id: CAMPAIGN_ID,
    dueDate: '2026-12-31',
    deadlineAt: '2027-01-01T00:00:00.000Z',
    createdAt: '2026-11-20T15:00:00.000Z',
    createdBy: 'dwhitfield',
    closedAt: null,
    companies: 32,
    completed: 2,
    blocked: 0,
  },
  {
    id: '0195f0c2-7a3b-7c4d-8e5f-000000000002',
    dueDate: '2026-06-30',
    deadlineAt: '2026-07-01T00:00:00.000Z',
    createdAt: '2026-06-01T15:00:00.000Z',
    createdBy: 'dwhitfield',
    closedAt: '2026-07-01T00:00:05.000Z',
    companies: 3,
    completed: 2,
    blocked: 1,
  },
];

export const PROGRESS: readonly CampaignCompanyRow[] = [
  {
    companyId: 'acme-foods',
    companyName: 'Acme Foods',
    status: 'COMPLETED',
    completedAt: '2026-11-24T16:30:00.000Z',
    completedBy: 'admin@acme-foods.test',
    kept: 118,
    removed: 4,
  },
  {
    companyId: 'nopal-foods',
    companyName: 'Nopal Foods',
    status: 'OPEN',
    completedAt: null,
    completedBy: null,
    kept: 0,
    removed: 0,
  },
  {
    companyId: 'cedar',
    companyName: 'Cedar Provisions Co. 103',
    status: 'BLOCKED',
    completedAt: null,
    completedBy: null,
    kept: 0,
    removed: 0,
  },
];

const COMPANY_SEARCH: CompanyListPage = {
  items: [
    {
      id: 'maple-goods',
      companyName: 'Maple Goods',
      status: 'ACTIVE',
      adminEmail: 'admin@maple-goods.test',
      companyType: 'SUPPLIER',
      uiCompanyType: 'Supplier',
      market: 'CA',
      subscribedProduct: [],
    },
  ],
  page: 0,
  pageSize: 10,
  total: 1,
};

export const campaignsAnswer = (items: readonly AccessReviewCampaign[]): Fixture => ({ body: page(items) });

/** Two campaigns, the newest running with its companies' progress; company search finds Maple Goods. */
export const campaignFixtures = (overrides: Fixtures = {}): Fixtures => ({
  [CAMPAIGNS_ROUTE]: campaignsAnswer(CAMPAIGNS),
  [PROGRESS_ROUTE]: { body: page(PROGRESS) },
  [COMPANY_SEARCH_ROUTE]: { body: COMPANY_SEARCH },
  [OPEN_CAMPAIGN_ROUTE]: { status: 201, body: { id: CAMPAIGN_ID } },
  ...overrides,
});

export const REVIEW_USERS: readonly AccessReviewUser[] = [
  {
    userId: '0195f0c2-7a3b-7c4d-8e5f-000000000011',
    firstName: 'Alex',
    lastName: 'Rivera',
    email: 'admin@acme-foods.test',
    role: 'SUPPLIER_ADMIN',
    status: 'ACTIVE',
    decision: 'KEEP',
    decidedBy: 'admin@acme-foods.test',
    decidedAt: '2026-11-24T16:00:00.000Z',
  },
  {
    userId: '0195f0c2-7a3b-7c4d-8e5f-000000000012',
    firstName: 'Jordan',
    lastName: 'Lee',
    email: 'user@acme-foods.test',
    role: 'REGULAR_USER',
    status: 'ACTIVE',
    decision: 'REMOVE',
    decidedBy: 'admin@acme-foods.test',
    decidedAt: '2026-11-24T16:01:00.000Z',
  },
  {
    userId: '0195f0c2-7a3b-7c4d-8e5f-000000000013',
    firstName: 'Liam',
    lastName: 'Young',
    email: 'liam.young19@acme-foods.test',
    role: 'REGULAR_USER',
    status: 'ACTIVE',
    decision: null,
    decidedBy: null,
    decidedAt: null,
  },
];

export const dueReview: AccessAuditState = {
  audit: { dueDate: '2026-12-31', completedAt: null, completedBy: null, blockedAt: null },
};
export const completedReview: AccessAuditState = {
  audit: {
    dueDate: '2026-12-31',
    completedAt: '2026-11-24T16:30:00.000Z',
    completedBy: 'admin@acme-foods.test',
    blockedAt: null,
  },
};

/** Acme Foods' audit due, with three users: one kept, one removed, one not decided yet. */
export const reviewFixtures = (overrides: Fixtures = {}): Fixtures => ({
  [REVIEW_AUDIT_ROUTE]: { body: dueReview },
  [REVIEW_USERS_ROUTE]: { body: page(REVIEW_USERS) },
  ...overrides,
});
