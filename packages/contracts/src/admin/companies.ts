import * as v from 'valibot';
import { COMPANY_STATUSES, COMPANY_TYPES } from '../identity/identity-values';
import { MARKETS } from '../markets';
import { AdminSearchSchema, SORT_ORDERS } from './admin-paging';
import { ASSOCIATED_PRODUCT_STATUSES } from './user-list';

/** The company list's defaults (spec administration-and-content §7): the first page of 500, by name. */
export const COMPANY_LIST_DEFAULT_PAGE_SIZE = 500;
export const COMPANY_LIST_PAGE_SIZES = [10, 25, 50, 75, 100, 500] as const;

/** Fields the company list sorts by; the first is the default. */
export const COMPANY_SORT_FIELDS = ['companyName', 'status', 'adminEmail', 'uiCompanyType'] as const;
export type CompanySortField = (typeof COMPANY_SORT_FIELDS)[number];

/** A comma-separated list of picklist values in a query string; '' or absent is none. */
const commaList = <const T extends string>(values: readonly T[]) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => text.split(',').filter((value) => value !== '')),
      v.array(v.picklist(values)),
      v.maxLength(values.length),
    ),
    '',
  );

/** Query of GET companies: paging from page 0, the search, and the type and status filters. */
export const CompanyListQuerySchema = v.object({
  search: AdminSearchSchema,
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number)), '0'),
  pageSize: v.optional(
    v.pipe(
      v.picklist(COMPANY_LIST_PAGE_SIZES.map(String)),
      v.transform((size) => Number(size)),
    ),
    String(COMPANY_LIST_DEFAULT_PAGE_SIZE),
  ),
  sortBy: v.optional(v.picklist(COMPANY_SORT_FIELDS), COMPANY_SORT_FIELDS[0]),
  sortOrder: v.optional(v.picklist(SORT_ORDERS), 'ASC'),
  showProducts: v.optional(
    v.pipe(
      v.picklist(['true', 'false']),
      v.transform((flag) => flag === 'true'),
    ),
    'false',
  ),
  companyTypes: commaList(COMPANY_TYPES),
  statuses: commaList(COMPANY_STATUSES),
});
export type CompanyListQuery = v.InferOutput<typeof CompanyListQuerySchema>;

/** One product a company subscribed to, as GET companies?showProducts=true lists it. */
export const AssociatedProductSchema = v.object({
  status: v.picklist(ASSOCIATED_PRODUCT_STATUSES),
  associatedProductId: v.object({ productId: v.string() }),
});

/** A row of the super admin's company list. */
export const CompanyRowSchema = v.object({
  id: v.string(),
  companyName: v.string(),
  status: v.picklist(COMPANY_STATUSES),
  /** The primary contact. */
  adminEmail: v.string(),
  companyType: v.picklist(COMPANY_TYPES),
  /** The company type as users read it (Supplier, 3P Partner, Account). */
  uiCompanyType: v.string(),
  market: v.picklist(MARKETS),
  /** Titles of the products the company subscribed to and that are ACTIVE: only those count. */
  subscribedProduct: v.array(v.string()),
  /** Every associated product, ACTIVE or not; only with showProducts. */
  associatedProducts: v.optional(v.array(AssociatedProductSchema)),
});
export type CompanyRow = v.InferOutput<typeof CompanyRowSchema>;

export const CompanyListPageSchema = v.object({
  items: v.array(CompanyRowSchema),
  /** From 0. */
  page: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pageSize: v.pipe(v.number(), v.integer()),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type CompanyListPage = v.InferOutput<typeof CompanyListPageSchema>;

/** GET companies/types: the company types there are, with the label users read. */
export const CompanyTypeOptionsSchema = v.array(v.object({ id: v.picklist(COMPANY_TYPES), label: v.string() }));
export type CompanyTypeOptions = v.InferOutput<typeof CompanyTypeOptionsSchema>;

/** Query of GET companies/statuses: the company types whose statuses to list, comma-separated (none: all). */
export const CompanyStatusesQuerySchema = v.object({ companyTypes: commaList(COMPANY_TYPES) });

/** GET companies/statuses: the statuses companies of those types have. */
export const CompanyStatusesSchema = v.array(v.picklist(COMPANY_STATUSES));

/** Query of GET users/companies: the user whose companies to list, by login id. */
export const UserCompaniesQuerySchema = v.object({
  loginId: v.pipe(v.string(), v.trim(), v.nonEmpty('Name the user'), v.maxLength(320)),
});

/** GET users/companies: the companies a user works for, the home one first. */
export const UserCompaniesSchema = v.array(
  v.object({
    id: v.string(),
    companyName: v.string(),
    companyType: v.picklist(COMPANY_TYPES),
    uiCompanyType: v.string(),
  }),
);
export type UserCompanies = v.InferOutput<typeof UserCompaniesSchema>;
