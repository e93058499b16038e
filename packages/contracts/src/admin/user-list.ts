import * as v from 'valibot';
import { COMPANY_TYPES, ROLES, USER_STATUSES, USER_TYPES } from '../identity/identity-values';
import { adminListQuery, adminPage } from './admin-paging';

/**
 * The tabs of user management, by the spec's table names: active users, pending users (invitations on their
 * way), blocked users, access requests, and the sponsored suppliers working for the company.
 */
export const USER_LIST_TABS = [
  'userManagement',
  'pendingUserManagement',
  'blockedUserManagement',
  'accessRequestsUserManagement',
  'sponsoredSupplier',
] as const;
export type UserListTab = (typeof USER_LIST_TABS)[number];

/** The tabs whose rows are users (GET companies/{id}/users); access requests have their own call. */
export const USER_ROW_TABS = [
  'userManagement',
  'pendingUserManagement',
  'blockedUserManagement',
  'sponsoredSupplier',
] as const satisfies readonly UserListTab[];
export type UserRowTab = (typeof USER_ROW_TABS)[number];

/** The request types of pending rows; only CREATE_USER ones at a CREATE_USER_STAGES stage have a row menu. */
export const USER_REQUEST_TYPES = ['CREATE_USER'] as const;
export type UserRequestType = (typeof USER_REQUEST_TYPES)[number];

/** Where an invited user is on the way to an active account (spec administration-and-content §4). */
export const CREATE_USER_STAGES = ['INVITATION_SENT', 'GRANTING_ACCESS', 'COMPLETING', 'WAITING_FOR_ACCESS'] as const;
export type CreateUserStage = (typeof CREATE_USER_STAGES)[number];

/** Whether a company's product counts toward its users' app access: only ACTIVE ones do. */
export const ASSOCIATED_PRODUCT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type AssociatedProductStatus = (typeof ASSOCIATED_PRODUCT_STATUSES)[number];

/** Fields the user lists sort by; the first is the default. */
export const USER_SORT_FIELDS = [
  'name',
  'email',
  'role',
  'status',
  'lastLogin',
  'createdOn',
  'blockedOn',
  'companyName',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** Query of GET companies/{id}/users. */
export const UserListQuerySchema = v.object({
  tab: v.optional(v.picklist(USER_ROW_TABS), 'userManagement'),
  ...adminListQuery(USER_SORT_FIELDS),
});
export type UserListQuery = v.InferOutput<typeof UserListQuerySchema>;

/** One product a user may launch, as a row shows it. */
export const UserProductSchema = v.object({ code: v.string(), title: v.string() });
export type UserProduct = v.InferOutput<typeof UserProductSchema>;

/** A row of the user lists (spec administration-and-content §3, "User row"). Times are ISO timestamps. */
export const UserRowSchema = v.object({
  loginId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  userType: v.picklist(USER_TYPES),
  role: v.picklist(ROLES),
  uiCompanyType: v.picklist(COMPANY_TYPES),
  /** The user's home company (a sponsored supplier's agency). */
  companyName: v.string(),
  /** Whether the user works for companies besides the home company. */
  multipleSupplierAccess: v.boolean(),
  /** Codes of the products the user has access to. */
  products: v.array(v.string()),
  /** Their titles, in the reader's language. */
  uiAppAccess: v.array(v.string()),
  uiState: v.picklist(USER_STATUSES),
  /** Login id of who added the user; null for accounts made before user management (demo, first admin). */
  createdBy: v.nullable(v.string()),
  uiCreatedOnDate: v.pipe(v.string(), v.isoTimestamp()),
  uiLastLoginTime: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  blockedReason: v.nullable(v.string()),
  uiBlockedBy: v.nullable(v.string()),
  uiBlockedOn: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  /** The pending request behind a pending row: its type, stage and id (the taskID of RESEND_INVITE). */
  type: v.nullable(v.picklist(USER_REQUEST_TYPES)),
  stage: v.nullable(v.picklist(CREATE_USER_STAGES)),
  taskId: v.nullable(v.string()),
});
export type UserRow = v.InferOutput<typeof UserRowSchema>;

/**
 * Answer of GET companies/{id}/users: a page of the tab, and how many rows each user tab has (for its label; the
 * access requests tab counts by its own list's total).
 */
export const UserListPageSchema = v.object({
  ...adminPage(UserRowSchema).entries,
  counts: v.record(v.picklist(USER_ROW_TABS), v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type UserListPage = v.InferOutput<typeof UserListPageSchema>;

/**
 * Answer of GET companies/{id}/users/non-provisioned: the company's users who hold no product at all (invited or
 * active), so an admin sees who cannot launch anything yet.
 */
export const NonProvisionedUsersSchema = adminPage(UserRowSchema);
export type NonProvisionedUsers = v.InferOutput<typeof NonProvisionedUsersSchema>;

/** Query of GET companies/{id}/users/non-provisioned. */
export const NonProvisionedQuerySchema = v.object(adminListQuery(USER_SORT_FIELDS));

/** Query of GET companies/{id}/users/export/{tab}: the tab's rows that match the search, every page. */
export const UserExportQuerySchema = v.object({ search: adminListQuery(USER_SORT_FIELDS).search });

/** The Excel file name of an export, before the date: user_list_<tab>_<YYYY-MM-DD>.xlsx. */
export const USER_EXPORT_FILE_PREFIX = 'user_list_';
