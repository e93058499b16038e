import {
  CREATE_USER_STAGES,
  UserListQuerySchema,
  USER_ROW_TABS,
  type NewUserProblems,
  type Role,
  type UserAssignmentOptions,
  type UserListPage,
  type UserRow,
  type UserListTab,
  type UserRowTab,
} from '@partner-insights/contracts';
import * as v from 'valibot';
import type { Fixture, FixtureReply, Fixtures, RecordedRequest } from '../../../testing/fixtureTransport';
import { accessRequestFixtures } from '../../access-requests/testing';
import { users } from '../../../testing/userFixtures';

// Acme Foods' users as the server answers them, made by a small generator with fixed names and dates, for the
// store's tests and the page's stories. The server's paging, search and sort are played by `userListAnswer`.

export const ADMIN = users.supplierAdmin;
export const COMPANY_ID = ADMIN.tenant?.id ?? 'acme-foods';
const COMPANY_PATH = `/api/companies/${COMPANY_ID}`;

export const USER_LIST_ROUTE = `GET ${COMPANY_PATH}/users`;
export const NON_PROVISIONED_ROUTE = `GET ${COMPANY_PATH}/users/non-provisioned`;
export const PERSONAS_ROUTE = `GET ${COMPANY_PATH}/personas`;
export const VALIDATE_ROUTE = `POST ${COMPANY_PATH}/users/validate`;
export const CREATE_ROUTE = `POST ${COMPANY_PATH}/users`;
export const SET_ACCESS_ROUTE = `PUT ${COMPANY_PATH}/users/access`;
export const GRANT_ACCESS_ROUTE = `POST ${COMPANY_PATH}/users/access`;
export const DELETE_ROUTE = `POST ${COMPANY_PATH}/users/delete`;
export const BLOCK_ROUTE = `POST ${COMPANY_PATH}/users/block`;
export const UNBLOCK_ROUTE = `POST ${COMPANY_PATH}/users/unblock`;
export const exportRoute = (tab: UserListTab): string => `GET ${COMPANY_PATH}/users/export/${tab}`;
export const resendRoute = (taskId: string): string => `GET ${COMPANY_PATH}/batch-tasks/${taskId}/RESEND_INVITE`;

const FIRST_NAMES = ['Ana', 'Ben', 'Carla', 'Dev', 'Elena', 'Farid', 'Grace', 'Hugo', 'Iris', 'Jonas', 'Keiko'];
const LAST_NAMES = ['Alvarez', 'Brooks', 'Castillo', 'Dubois', 'Evans', 'Fischer', 'Gupta', 'Haddad', 'Ito'];
const PRODUCTS = [
  { code: 'report_builder', title: 'Report Builder' },
  { code: 'shopper_behavior', title: 'Shopper Behavior' },
  { code: 'channel_insights', title: 'Channel Insights' },
  { code: 'customer_perception', title: 'Customer Perception' },
];
const ROLES: readonly Role[] = ['REGULAR_USER', 'SUPPLIER_ADMIN', 'REGULAR_USER', 'BASIC_USER'];
const DAY_MS = 86_400_000;
const START = Date.parse('2026-02-27T15:20:00.000Z');
const at = (days: number): string => new Date(START - days * DAY_MS).toISOString();

/** The tab's nth user, every field set as that tab's rows have them. */
function userOf(tab: UserRowTab, index: number): UserRow {
  const firstName = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Ana';
  const lastName = LAST_NAMES[(index * 5 + tab.length) % LAST_NAMES.length] ?? 'Alvarez';
  const sponsored = tab === 'sponsoredSupplier';
  const domain = sponsored ? 'brightside-agency.test' : 'acme-foods.test';
  const email = `${firstName}.${lastName}${index}@${domain}`.toLowerCase();
  const products = PRODUCTS.slice(0, (index % PRODUCTS.length) + 1);
  const pendingStage = tab === 'pendingUserManagement' ? CREATE_USER_STAGES[index % 5] : undefined;
  return {
    loginId: email,
    firstName,
    lastName,
    email,
    userType: 'EXTERNAL',
    role: sponsored ? 'THIRD_PARTY_USER' : (ROLES[index % ROLES.length] ?? 'REGULAR_USER'),
    uiCompanyType: sponsored ? 'THIRD_PARTY_AGENCY' : 'SUPPLIER',
    companyName: sponsored ? 'Brightside Agency' : 'Acme Foods',
    multipleSupplierAccess: sponsored,
    products: products.map(({ code }) => code),
    uiAppAccess: products.map(({ title }) => title),
    uiState: tab === 'blockedUserManagement' ? 'BLOCKED' : tab === 'pendingUserManagement' ? 'PENDING' : 'ACTIVE',
    createdBy: ADMIN.login_id,
    uiCreatedOnDate: at(index * 3 + 40),
    uiLastLoginTime: tab === 'pendingUserManagement' || index % 6 === 5 ? null : at(index),
    blockedReason:
      tab === 'blockedUserManagement'
        ? index % 2 === 0
          ? 'Left the company; their manager asked us to block the account until the handover is complete.'
          : 'Shared their password'
        : null,
    uiBlockedBy: tab === 'blockedUserManagement' ? ADMIN.login_id : null,
    uiBlockedOn: tab === 'blockedUserManagement' ? at(index + 2) : null,
    // Every fifth pending row is a request of another kind: no stage, no menu.
    type: pendingStage ? 'CREATE_USER' : null,
    stage: pendingStage ?? null,
    taskId: pendingStage ? `task-${index + 1}` : null,
  };
}

/** The signed-in admin's own row leads the active users: it cannot be selected, blocked or deleted. */
export const OWN_ROW: UserRow = {
  ...userOf('userManagement', 0),
  loginId: ADMIN.login_id,
  email: ADMIN.login_id,
  firstName: ADMIN.first_name,
  lastName: ADMIN.last_name,
  role: 'SUPPLIER_ADMIN',
};

const ROW_COUNTS: Readonly<Record<UserRowTab, number>> = {
  userManagement: 27,
  pendingUserManagement: 12,
  blockedUserManagement: 11,
  sponsoredSupplier: 4,
};

export type UserRowsByTab = Readonly<Record<UserRowTab, readonly UserRow[]>>;

/** Every tab's rows; `counts` shortens (or empties) tabs. */
export function generateUsers(counts: Partial<Record<UserRowTab, number>> = {}): UserRowsByTab {
  const rows = (tab: UserRowTab) =>
    Array.from({ length: counts[tab] ?? ROW_COUNTS[tab] }, (_, index) => userOf(tab, index));
  const active = rows('userManagement');
  return {
    userManagement: active.length > 0 ? [OWN_ROW, ...active.slice(1)] : [],
    pendingUserManagement: rows('pendingUserManagement'),
    blockedUserManagement: rows('blockedUserManagement'),
    sponsoredSupplier: rows('sponsoredSupplier'),
  };
}

export const USERS = generateUsers();
/** The first active user besides the admin, and the first pending one still at its invitation. */
export const ACTIVE_USER = USERS.userManagement[1] as UserRow;
export const INVITED_USER = USERS.pendingUserManagement[0] as UserRow;

const SORT_VALUE: Readonly<Record<string, (row: UserRow) => string>> = {
  name: (row) => `${row.firstName} ${row.lastName}`,
  email: (row) => row.email,
  role: (row) => row.role,
  status: (row) => row.uiState,
  lastLogin: (row) => row.uiLastLoginTime ?? '',
  createdOn: (row) => row.uiCreatedOnDate,
  blockedOn: (row) => row.uiBlockedOn ?? '',
  companyName: (row) => row.companyName,
};

/** GET companies/{id}/users as the server answers it: the tab's rows searched, sorted and paged. */
export const userListAnswer =
  (rows: UserRowsByTab = USERS) =>
  (request: RecordedRequest): FixtureReply => {
    const query = v.parse(UserListQuerySchema, Object.fromEntries(new URL(request.url, 'http://x').searchParams));
    const term = query.search.toLowerCase();
    const value = SORT_VALUE[query.sortBy] ?? SORT_VALUE['name'];
    const found = rows[query.tab]
      .filter((row) => !term || `${row.firstName} ${row.lastName} ${row.email}`.toLowerCase().includes(term))
      .toSorted((a, b) => (query.sortOrder === 'ASC' ? 1 : -1) * (value?.(a) ?? '').localeCompare(value?.(b) ?? ''));
    const start = (query.page - 1) * query.pageSize;
    const counts = Object.fromEntries(USER_ROW_TABS.map((tab) => [tab, rows[tab].length]));
    const page: UserListPage = {
      items: found.slice(start, start + query.pageSize),
      page: query.page,
      pageSize: query.pageSize,
      total: found.length,
      counts: counts as UserListPage['counts'],
    };
    return { body: page };
  };

export const ASSIGNMENT_OPTIONS: UserAssignmentOptions = {
  roles: ['SUPPLIER_ADMIN', 'REGULAR_USER', 'BASIC_USER'],
  products: PRODUCTS,
};

/** Users without any product: the pending ones still being invited. */
export const NON_PROVISIONED = USERS.pendingUserManagement.slice(0, 3).map((row) => ({
  ...row,
  products: [],
  uiAppAccess: [],
}));

/** POST .../users/validate: what the server finds wrong with each user sent. */
export const validationAnswer = (problems: NewUserProblems = {}): FixtureReply => ({
  body: { valid: Object.keys(problems).length === 0, users: [problems] },
});

const changed = (request: RecordedRequest): FixtureReply => {
  const body = request.body as { loginIds?: readonly string[] };
  return { body: { changed: body.loginIds?.length ?? 1 } };
};

/** An .xlsx as the server streams it: no length, a file name in Content-Disposition. */
export const exportAnswer =
  (tab: UserRowTab): Fixture =>
  () => ({
    body: new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('xlsx'));
        controller.close();
      },
    }),
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="user_list_${tab}_2026-03-02.xlsx"`,
    },
  });

/** Every user management call answered as a working server does; `overrides` replaces some. */
export function userManagementFixtures(overrides: Fixtures = {}): Fixtures {
  return {
    ...accessRequestFixtures,
    [USER_LIST_ROUTE]: userListAnswer(),
    [NON_PROVISIONED_ROUTE]: {
      body: { items: NON_PROVISIONED, page: 1, pageSize: 10, total: NON_PROVISIONED.length },
    },
    [PERSONAS_ROUTE]: { body: ASSIGNMENT_OPTIONS },
    [VALIDATE_ROUTE]: validationAnswer(),
    [CREATE_ROUTE]: { status: 201, body: { users: [{ loginId: 'new@acme-foods.test', taskId: 'task-new' }] } },
    [SET_ACCESS_ROUTE]: changed,
    [GRANT_ACCESS_ROUTE]: changed,
    [DELETE_ROUTE]: changed,
    [BLOCK_ROUTE]: changed,
    [UNBLOCK_ROUTE]: changed,
    ...Object.fromEntries(USER_ROW_TABS.map((tab) => [exportRoute(tab), exportAnswer(tab)])),
    ...Object.fromEntries(
      USERS.pendingUserManagement.flatMap((row) => (row.taskId ? [[resendRoute(row.taskId), { body: null }]] : [])),
    ),
    ...overrides,
  };
}
