import * as v from 'valibot';
import { COMPANY_TYPES, ROLES, USER_STATUSES } from '../identity/identity-values';
import type { Locale } from '../locales';
import { ADMIN_PAGE_SIZES, AdminSearchSchema, DEFAULT_ADMIN_PAGE_SIZE, SORT_ORDERS } from './admin-paging';

/**
 * The tabs of global user management and the userType each sends: external users, internal associates, internal
 * merchants and internal asset protection.
 */
export const GLOBAL_USER_TYPES = ['EXTERNAL', 'INTERNAL', 'INTERNAL_MERCHANT', 'INTERNAL_ASSET_PROTECTION'] as const;
export type GlobalUserType = (typeof GLOBAL_USER_TYPES)[number];

/** The groups internal users belong to besides the associates: what the two internal tabs list. */
export const INTERNAL_USER_GROUPS = ['MERCHANT', 'ASSET_PROTECTION'] as const;
export type InternalUserGroup = (typeof INTERNAL_USER_GROUPS)[number];

/** Fields global user management sorts by; the first is the default. */
export const GLOBAL_USER_SORT_FIELDS = ['name', 'email', 'companyName', 'lastLogin', 'status'] as const;
export type GlobalUserSortField = (typeof GLOBAL_USER_SORT_FIELDS)[number];

/** Far beyond any list of 1,000,000 users at the smallest page size. */
const MAX_PAGE_NO = 100_000;
/** Most values one filter may name. */
const MAX_FILTER_VALUES = 50;

/** Query of POST users and POST users/export: paging from page 0 and the tab. */
export const GlobalUserQuerySchema = v.object({
  pageNo: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.integer(), v.maxValue(MAX_PAGE_NO)),
    '0',
  ),
  pageSize: v.optional(
    v.pipe(
      v.picklist(ADMIN_PAGE_SIZES.map(String)),
      v.transform((size) => Number(size)),
    ),
    String(DEFAULT_ADMIN_PAGE_SIZE),
  ),
  sortBy: v.optional(v.picklist(GLOBAL_USER_SORT_FIELDS), GLOBAL_USER_SORT_FIELDS[0]),
  sortOrder: v.optional(v.picklist(SORT_ORDERS), 'ASC'),
  userType: v.optional(v.picklist(GLOBAL_USER_TYPES), 'EXTERNAL'),
});
export type GlobalUserQuery = v.InferOutput<typeof GlobalUserQuerySchema>;

const values = <T extends v.GenericSchema>(item: T) =>
  v.optional(v.pipe(v.array(item), v.maxLength(MAX_FILTER_VALUES)), []);
const FilterTextSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100));

/** Body of POST users and POST users/export: the search and the filters, every one optional. */
export const GlobalUserFilterSchema = v.object({
  search: AdminSearchSchema,
  filters: v.optional(
    v.object({
      roles: values(v.picklist(ROLES)),
      attributes: values(FilterTextSchema),
      sbu: values(FilterTextSchema),
      /** Product codes. */
      products: values(FilterTextSchema),
      companyIds: values(v.pipe(v.string(), v.uuid())),
    }),
    {},
  ),
});
export type GlobalUserFilter = v.InferOutput<typeof GlobalUserFilterSchema>;
export type GlobalUserFilterInput = v.InferInput<typeof GlobalUserFilterSchema>;

/** Whether the body narrows the list: until it does, the page prompts for a filter rather than listing everyone. */
export const hasGlobalUserFilter = ({ search, filters }: GlobalUserFilter): boolean =>
  search !== '' || Object.values(filters).some((chosen) => chosen.length > 0);

/** A row of global user management. */
export const GlobalUserRowSchema = v.object({
  loginId: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  companyId: v.nullable(v.string()),
  companyName: v.nullable(v.string()),
  companyType: v.nullable(v.picklist(COMPANY_TYPES)),
  uiCompanyType: v.nullable(v.string()),
  /** The agency a third-party user works for. */
  thirdPartyCompanyName: v.nullable(v.string()),
  /** Titles of the products the user may launch. */
  appAccess: v.array(v.string()),
  role: v.picklist(ROLES),
  sbu: v.nullable(v.string()),
  lastLogin: v.nullable(v.string()),
  buoAreaNumber: v.nullable(v.string()),
  status: v.picklist(USER_STATUSES),
});
export type GlobalUserRow = v.InferOutput<typeof GlobalUserRowSchema>;

export const GlobalUserPageSchema = v.object({
  items: v.array(GlobalUserRowSchema),
  /** From 0. */
  pageNo: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pageSize: v.pipe(v.number(), v.integer()),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type GlobalUserPage = v.InferOutput<typeof GlobalUserPageSchema>;

/** GET users/filters/roles, attributes and sbu: the values there are to filter by. */
export const GlobalUserFilterValuesSchema = v.array(v.string());

/** The file name of a global user export of the tab. */
export const globalUserExportFileName = (userType: GlobalUserType): string =>
  `global-users-${userType.toLowerCase().replaceAll('_', '-')}.xlsx`;

/** The columns of global user management, in the page's and the export's order. */
export const GLOBAL_USER_COLUMNS = [
  'name',
  'email',
  'companyName',
  'companyType',
  'thirdPartyCompanyName',
  'appAccess',
  'role',
  'sbu',
  'lastLogin',
  'buoAreaNumber',
  'status',
] as const;
export type GlobalUserColumn = (typeof GLOBAL_USER_COLUMNS)[number];

/** The columns' labels in every language: one source for the page and the spreadsheet. */
export const GLOBAL_USER_COLUMN_LABELS: Readonly<Record<Locale, Readonly<Record<GlobalUserColumn, string>>>> = {
  'en-US': {
    name: 'Name',
    email: 'Email',
    companyName: 'Company Name',
    companyType: 'Company Type',
    thirdPartyCompanyName: '3P Company Name',
    appAccess: 'App Access',
    role: 'Role',
    sbu: 'Blackout/SBU',
    lastLogin: 'Last Login',
    buoAreaNumber: 'BUO Area Number',
    status: 'Status',
  },
  'es-MX': {
    name: 'Nombre',
    email: 'Correo electrónico',
    companyName: 'Nombre de la empresa',
    companyType: 'Tipo de empresa',
    thirdPartyCompanyName: 'Nombre de la empresa 3P',
    appAccess: 'Acceso a aplicaciones',
    role: 'Rol',
    sbu: 'Blackout/SBU',
    lastLogin: 'Último inicio de sesión',
    buoAreaNumber: 'Número de área BUO',
    status: 'Estado',
  },
  'fr-CA': {
    name: 'Nom',
    email: 'Courriel',
    companyName: 'Nom de l’entreprise',
    companyType: 'Type d’entreprise',
    thirdPartyCompanyName: 'Nom de l’entreprise 3P',
    appAccess: 'Accès aux applications',
    role: 'Rôle',
    sbu: 'Blackout/SBU',
    lastLogin: 'Dernière connexion',
    buoAreaNumber: 'Numéro de zone BUO',
    status: 'Statut',
  },
};
