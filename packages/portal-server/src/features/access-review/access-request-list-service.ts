import type {
  AccessRequestList,
  AccessRequestListQuery,
  AccessRequestRow,
  AdminPageSize,
  Locale,
} from '@partner-insights/contracts';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { companies, users } from '../identity';
import { accessRequestProducts, accessRequests } from '../profile/profile.schema';
import { productTitlesIn } from './product-titles';

export interface AccessRequestListService {
  /** One page of the company's undecided requests, their products titled in `locale`. */
  openRequests(companyId: string, locale: Locale, query: AccessRequestListQuery): Promise<AccessRequestList>;
  /** Every undecided request of the company matching `search`, oldest first, as the list's rows (for exports). */
  everyOpenRequest(companyId: string, locale: Locale, search: string): AsyncIterable<AccessRequestRow>;
}

/** Rows read at a time by `everyOpenRequest`: the list's largest page. */
const BATCH_SIZE: AdminPageSize = 100;

/** `value` matched literally inside an ILIKE pattern. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export function createAccessRequestListService(db: Db): AccessRequestListService {
  const service: AccessRequestListService = {
    async openRequests(companyId, locale, { search, page, pageSize, sortBy, sortOrder }) {
      // Each request's products in one row: titles joined for reading and searching, codes for the app.
      const titles = productTitlesIn(db, locale);
      const requested = db
        .select({
          requestId: accessRequestProducts.requestId,
          productText: sql<string>`string_agg(${titles.title}, ', ' order by ${titles.title})`.as('product_text'),
          codes: sql<string[]>`array_agg(${titles.code} order by ${titles.title})`.as('codes'),
        })
        .from(accessRequestProducts)
        .innerJoin(titles, eq(titles.productId, accessRequestProducts.productId))
        .groupBy(accessRequestProducts.requestId)
        .as('requested');

      const pattern = containing(search);
      const where = and(
        eq(accessRequests.companyId, companyId),
        eq(accessRequests.status, 'OPEN'),
        search === ''
          ? undefined
          : or(
              ilike(users.firstName, pattern),
              ilike(users.lastName, pattern),
              ilike(users.email, pattern),
              ilike(accessRequests.requestorNote, pattern),
              ilike(requested.productText, pattern),
            ),
      );
      const direction = sortOrder === 'ASC' ? asc : desc;
      const sortColumns: Record<typeof sortBy, SQL[]> = {
        createdOn: [direction(accessRequests.createdAt)],
        requestedBy: [direction(sql`lower(${users.lastName})`), direction(sql`lower(${users.firstName})`)],
        companyName: [direction(companies.name), direction(accessRequests.createdAt)],
      };

      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: accessRequests.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            loginId: users.loginId,
            productText: requested.productText,
            codes: requested.codes,
            note: accessRequests.requestorNote,
            createdAt: accessRequests.createdAt,
            companyName: companies.name,
          })
          .from(accessRequests)
          .innerJoin(users, eq(users.id, accessRequests.userId))
          .innerJoin(companies, eq(companies.id, accessRequests.companyId))
          .innerJoin(requested, eq(requested.requestId, accessRequests.id))
          .where(where)
          // The id last: rows that sort alike keep one order from page to page.
          .orderBy(...sortColumns[sortBy], asc(accessRequests.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: count() })
          .from(accessRequests)
          .innerJoin(users, eq(users.id, accessRequests.userId))
          .innerJoin(requested, eq(requested.requestId, accessRequests.id))
          .where(where),
      ]);

      return {
        items: rows.map((row) => ({
          id: row.id,
          first_name: row.firstName,
          last_name: row.lastName,
          email: row.email,
          loginId: row.loginId,
          product_text: row.productText,
          products: row.codes,
          requestor_note: row.note,
          create_time: row.createdAt.toISOString(),
          companyName: row.companyName,
        })),
        page,
        pageSize,
        total: counted?.total ?? 0,
      };
    },

    async *everyOpenRequest(companyId, locale, search) {
      const query = { search, pageSize: BATCH_SIZE, sortBy: 'createdOn', sortOrder: 'ASC' } as const;
      for (let page = 1; ; page += 1) {
        const { items } = await service.openRequests(companyId, locale, { ...query, page });
        yield* items;
        if (items.length < BATCH_SIZE) return;
      }
    },
  };
  return service;
}
