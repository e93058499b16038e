import {
  COMPANY_STATUSES,
  COMPANY_TYPE_LABELS,
  COMPANY_TYPES,
  type CompanyListPage,
  type CompanyListQuery,
  type CompanyRow,
  type CompanyStatus,
  type CompanySortField,
  type CompanyType,
  type Locale,
  type UserCompanies,
} from '@partner-insights/contracts';
import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { containing } from '../../platform/db/like-pattern';
import { companies, userCompanies, users } from '../identity';
import { companyProducts, products, productTexts } from '../launch-list';

const SORT_COLUMNS = {
  companyName: companies.name,
  status: companies.status,
  adminEmail: companies.adminEmail,
  uiCompanyType: companies.companyType,
} as const satisfies Record<CompanySortField, unknown>;

export interface CompanyListService {
  /** A page of every company, searched by name or primary contact, filtered by type and status. */
  list(query: CompanyListQuery, locale: Locale): Promise<CompanyListPage>;
  /** The statuses companies of the types have (every type when none is named). */
  statuses(companyTypes: readonly CompanyType[]): Promise<CompanyStatus[]>;
  /** The companies the user with this login id works for, the home one first; undefined for no such user. */
  companiesOf(loginId: string): Promise<UserCompanies | undefined>;
}

const typeLabelled = (companyType: CompanyType) => ({ companyType, uiCompanyType: COMPANY_TYPE_LABELS[companyType] });

export function createCompanyListService(db: Db): CompanyListService {
  /** Each company's associated products with their titles in `locale`: one query for a page. */
  async function productsOf(companyIds: readonly string[], locale: Locale) {
    if (companyIds.length === 0) return [];
    return db
      .select({
        companyId: companyProducts.companyId,
        productId: products.id,
        code: products.code,
        title: productTexts.title,
        status: companyProducts.status,
      })
      .from(companyProducts)
      .innerJoin(products, eq(products.id, companyProducts.productId))
      .leftJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.locale, locale)))
      .where(inArray(companyProducts.companyId, [...companyIds]))
      .orderBy(asc(products.code));
  }

  return {
    async list(query, locale) {
      const where = and(
        query.search
          ? or(ilike(companies.name, containing(query.search)), ilike(companies.adminEmail, containing(query.search)))
          : undefined,
        query.companyTypes.length > 0 ? inArray(companies.companyType, query.companyTypes) : undefined,
        query.statuses.length > 0 ? inArray(companies.status, query.statuses) : undefined,
      );
      const direction = query.sortOrder === 'ASC' ? asc : desc;
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(companies)
          .where(where)
          .orderBy(direction(SORT_COLUMNS[query.sortBy]), direction(companies.name), asc(companies.id))
          .limit(query.pageSize)
          .offset(query.page * query.pageSize),
        db.$count(companies, where),
      ]);
      const associated = await productsOf(
        rows.map(({ id }) => id),
        locale,
      );
      const items = rows.map((company): CompanyRow => {
        const own = associated.filter(({ companyId }) => companyId === company.id);
        return {
          id: company.id,
          companyName: company.name,
          status: company.status,
          adminEmail: company.adminEmail,
          ...typeLabelled(company.companyType),
          market: company.market,
          subscribedProduct: own.filter(({ status }) => status === 'ACTIVE').map(({ title, code }) => title ?? code),
          ...(query.showProducts && {
            associatedProducts: own.map(({ status, productId }) => ({ status, associatedProductId: { productId } })),
          }),
        };
      });
      return { items, page: query.page, pageSize: query.pageSize, total };
    },

    async statuses(companyTypes) {
      const where: SQL | undefined =
        companyTypes.length > 0 ? inArray(companies.companyType, [...companyTypes]) : undefined;
      const found = new Set(
        (await db.selectDistinct({ status: companies.status }).from(companies).where(where)).map(
          ({ status }) => status,
        ),
      );
      return COMPANY_STATUSES.filter((status) => found.has(status));
    },

    async companiesOf(loginId) {
      const [user] = await db
        .select({ id: users.id, companyId: users.companyId })
        .from(users)
        .where(eq(users.loginId, loginId));
      if (!user) return undefined;
      const rows = await db
        .selectDistinct({ id: companies.id, name: companies.name, companyType: companies.companyType })
        .from(companies)
        .leftJoin(userCompanies, and(eq(userCompanies.companyId, companies.id), eq(userCompanies.userId, user.id)))
        .where(
          and(
            eq(companies.status, 'ACTIVE'),
            or(user.companyId ? eq(companies.id, user.companyId) : undefined, eq(userCompanies.userId, user.id)),
          ),
        )
        .orderBy(asc(companies.name));
      const home = rows.filter(({ id }) => id === user.companyId);
      return [...home, ...rows.filter(({ id }) => id !== user.companyId)].map(({ id, name, companyType }) => ({
        id,
        companyName: name,
        ...typeLabelled(companyType),
      }));
    },
  };
}

/** Every company type with the label users read: the options of the list's type filter. */
export const companyTypeOptions = () => COMPANY_TYPES.map((id) => ({ id, label: COMPANY_TYPE_LABELS[id] }));
