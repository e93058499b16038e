import type {
  ActivePartnerApps,
  Locale,
  NewPartnerAssociation,
  PartnerAssociationChange,
  PartnerAssociationList,
  PartnerAssociationListQuery,
  PartnerAssociationRow,
  PartnerCheck,
  PartnerCompany,
  TenantProduct,
} from '@partner-insights/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Actor, AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db, DbTransaction } from '../../platform/db/database';
import { containing } from '../../platform/db/like-pattern';
import type { RequestSite } from '../../platform/http/request-site';
import type { JobQueue } from '../../platform/jobs';
import { utcDayOf, startOfDayAfter } from '../access-review/calendar-days';
import { companies } from '../identity';
import { activeAssociatedProducts, products, productTexts, type AssociatedProduct } from '../launch-list';
import { partnerLapseJob } from './partner-lapse-job';
import { partnerAssociationProducts, partnerAssociations } from './partner-associations.schema';

/** Where and in which language the caller reads the apps. */
export interface AppsReader {
  readonly site: RequestSite;
  readonly locale: Locale;
}

export type PartnerWriteOutcome =
  | { readonly outcome: 'saved'; readonly association: PartnerAssociationRow }
  | { readonly outcome: 'refused'; readonly check: PartnerCheck }
  | { readonly outcome: 'notFound' }
  | { readonly outcome: 'unknownApps'; readonly codes: string[] }
  | { readonly outcome: 'pastEndDate' };

export interface PartnerAssociationService {
  list(companyId: string, query: PartnerAssociationListQuery, locale: Locale): Promise<PartnerAssociationList>;
  /** The agency a partner code names, or why the company cannot associate it. */
  check(companyId: string, businessCode: string): Promise<PartnerCheck>;
  /** The company's apps a partner may be given here; `associated` ones the partner has already. */
  companyApps(companyId: string, reader: AppsReader, partnerCompanyId?: string): Promise<TenantProduct[]>;
  activePartnerApps(companyId: string, partnerCompanyIds: readonly string[]): Promise<ActivePartnerApps>;
  associate(
    companyId: string,
    input: NewPartnerAssociation,
    actor: Actor,
    reader: AppsReader,
  ): Promise<PartnerWriteOutcome>;
  change(
    companyId: string,
    id: string,
    input: PartnerAssociationChange,
    actor: Actor,
    reader: AppsReader,
  ): Promise<PartnerWriteOutcome>;
  /** Ends the association at once; false when the company has no such association. */
  end(companyId: string, id: string, actor: Actor): Promise<boolean>;
}

const partnerCompanyColumns = {
  id: companies.id,
  companyName: companies.name,
  businessCode: companies.businessCode,
  adminEmail: companies.adminEmail,
};

export function createPartnerAssociationService(
  db: Db,
  clock: Clock,
  audit: AuditTrail,
  jobs: JobQueue,
): PartnerAssociationService {
  /** Each association's apps, titled in the language. */
  async function appsOf(tx: Db | DbTransaction, associationIds: string[], locale: Locale) {
    if (associationIds.length === 0) return new Map<string, { code: string; title: string }[]>();
    const rows = await tx
      .select({
        associationId: partnerAssociationProducts.associationId,
        code: products.code,
        title: productTexts.title,
      })
      .from(partnerAssociationProducts)
      .innerJoin(products, eq(products.id, partnerAssociationProducts.productId))
      .innerJoin(productTexts, and(eq(productTexts.productId, products.id), eq(productTexts.locale, locale)))
      .where(inArray(partnerAssociationProducts.associationId, associationIds))
      .orderBy(asc(productTexts.title));
    const byAssociation = new Map<string, { code: string; title: string }[]>();
    for (const { associationId, code, title } of rows) {
      byAssociation.set(associationId, [...(byAssociation.get(associationId) ?? []), { code, title }]);
    }
    return byAssociation;
  }

  async function rowsOf(
    tx: Db | DbTransaction,
    where: ReturnType<typeof and>,
    locale: Locale,
    order = [asc(companies.name)],
    page?: { limit: number; offset: number },
  ) {
    let query = tx
      .select({
        id: partnerAssociations.id,
        endsOn: partnerAssociations.endsOn,
        createdAt: partnerAssociations.createdAt,
        partnerCompany: partnerCompanyColumns,
      })
      .from(partnerAssociations)
      .innerJoin(companies, eq(companies.id, partnerAssociations.partnerCompanyId))
      .where(where)
      .orderBy(...order, asc(partnerAssociations.id))
      .$dynamic();
    if (page) query = query.limit(page.limit).offset(page.offset);
    const rows = await query;
    const apps = await appsOf(
      tx,
      rows.map(({ id }) => id),
      locale,
    );
    return rows.map((row): PartnerAssociationRow => ({
      id: row.id,
      partnerCompany: row.partnerCompany,
      appAccess: apps.get(row.id) ?? [],
      endsOn: row.endsOn,
      uiCreatedOnDate: row.createdAt.toISOString(),
    }));
  }

  async function checkIn(tx: Db | DbTransaction, companyId: string, businessCode: string): Promise<PartnerCheck> {
    const [partner] = await tx
      .select({ ...partnerCompanyColumns, companyType: companies.companyType, status: companies.status })
      .from(companies)
      .where(sql`lower(${companies.businessCode}) = lower(${businessCode.trim()})`);
    if (!partner || partner.status !== 'ACTIVE') return { problem: 'unknownCode' };
    const partnerCompany: PartnerCompany = {
      id: partner.id,
      companyName: partner.companyName,
      businessCode: partner.businessCode,
      adminEmail: partner.adminEmail,
    };
    if (partner.companyType !== 'THIRD_PARTY_AGENCY' || partner.id === companyId) {
      return { partnerCompany, problem: 'notAgency' };
    }
    const [existing] = await tx
      .select({ id: partnerAssociations.id })
      .from(partnerAssociations)
      .where(and(eq(partnerAssociations.companyId, companyId), eq(partnerAssociations.partnerCompanyId, partner.id)));
    return existing ? { partnerCompany, problem: 'alreadyAssociated' } : { partnerCompany };
  }

  /** The company's products with these codes it may give here, or the codes it may not. */
  async function appsToGive(tx: DbTransaction, companyId: string, codes: readonly string[], reader: AppsReader) {
    const offered = await activeAssociatedProducts(tx, companyId, reader.site, reader.locale);
    const byCode = new Map(offered.map((product) => [product.code, product]));
    const unknown = codes.filter((code) => !byCode.has(code));
    return unknown.length > 0
      ? { unknown }
      : { apps: codes.map((code) => byCode.get(code)).filter((app): app is AssociatedProduct => app !== undefined) };
  }

  async function setApps(tx: DbTransaction, associationId: string, apps: readonly AssociatedProduct[]) {
    await tx.delete(partnerAssociationProducts).where(eq(partnerAssociationProducts.associationId, associationId));
    await tx.insert(partnerAssociationProducts).values(apps.map(({ id }) => ({ associationId, productId: id })));
  }

  const planLapse = (tx: DbTransaction, associationId: string, endsOn: string | null) =>
    endsOn ? jobs.enqueue(tx, partnerLapseJob, { associationId }, { runAt: startOfDayAfter(endsOn) }) : undefined;

  const savedRow = async (tx: DbTransaction, id: string, locale: Locale) => {
    const [row] = await rowsOf(tx, eq(partnerAssociations.id, id), locale);
    if (!row) throw new Error(`No partner association ${id}`);
    return row;
  };

  return {
    async list(companyId, { search, page, pageSize, sortBy, sortOrder }, locale) {
      const pattern = containing(search);
      const where = and(
        eq(partnerAssociations.companyId, companyId),
        search === ''
          ? undefined
          : or(
              ilike(companies.name, pattern),
              ilike(companies.businessCode, pattern),
              ilike(companies.adminEmail, pattern),
            ),
      );
      const direction = sortOrder === 'ASC' ? asc : desc;
      const order = {
        partner: direction(sql`lower(${companies.name})`),
        partnerCode: direction(companies.businessCode),
        createdOn: direction(partnerAssociations.createdAt),
      }[sortBy];
      const [items, [counted]] = await Promise.all([
        rowsOf(db, where, locale, [order], { limit: pageSize, offset: (page - 1) * pageSize }),
        db
          .select({ total: count() })
          .from(partnerAssociations)
          .innerJoin(companies, eq(companies.id, partnerAssociations.partnerCompanyId))
          .where(where),
      ]);
      return { items, page, pageSize, total: counted?.total ?? 0 };
    },

    check: (companyId, businessCode) => checkIn(db, companyId, businessCode),

    async companyApps(companyId, { site, locale }, partnerCompanyId) {
      const [offered, given] = await Promise.all([
        activeAssociatedProducts(db, companyId, site, locale),
        partnerCompanyId
          ? db
              .select({ productId: partnerAssociationProducts.productId })
              .from(partnerAssociationProducts)
              .innerJoin(partnerAssociations, eq(partnerAssociations.id, partnerAssociationProducts.associationId))
              .where(
                and(
                  eq(partnerAssociations.companyId, companyId),
                  eq(partnerAssociations.partnerCompanyId, partnerCompanyId),
                ),
              )
          : [],
      ]);
      const givenIds = new Set(given.map(({ productId }) => productId));
      return offered.map(({ id, code, title }) => ({ code, title, associated: givenIds.has(id) }));
    },

    async activePartnerApps(companyId, partnerCompanyIds) {
      const rows = await db
        .select({ partnerTenantId: partnerAssociations.partnerCompanyId, code: products.code })
        .from(partnerAssociations)
        .innerJoin(partnerAssociationProducts, eq(partnerAssociationProducts.associationId, partnerAssociations.id))
        .innerJoin(products, eq(products.id, partnerAssociationProducts.productId))
        .where(
          and(
            eq(partnerAssociations.companyId, companyId),
            inArray(partnerAssociations.partnerCompanyId, [...partnerCompanyIds]),
          ),
        )
        .orderBy(asc(products.code));
      return partnerCompanyIds.map((partnerTenantId) => ({
        partnerTenantId,
        apps: rows.filter((row) => row.partnerTenantId === partnerTenantId).map(({ code }) => code),
      }));
    },

    associate(companyId, { businessCode, apps, endsOn }, actor, reader) {
      return db.transaction(async (tx): Promise<PartnerWriteOutcome> => {
        if (endsOn && endsOn < utcDayOf(clock())) return { outcome: 'pastEndDate' };
        const check = await checkIn(tx, companyId, businessCode);
        if (check.problem || !check.partnerCompany) return { outcome: 'refused', check };
        const given = await appsToGive(tx, companyId, apps, reader);
        if (given.unknown) return { outcome: 'unknownApps', codes: given.unknown };
        const [created] = await tx
          .insert(partnerAssociations)
          .values({
            companyId,
            partnerCompanyId: check.partnerCompany.id,
            endsOn,
            createdAt: clock(),
            createdBy: actor.loginId,
          })
          .onConflictDoNothing()
          .returning({ id: partnerAssociations.id });
        // Another admin associated the same agency in the meantime.
        if (!created) return { outcome: 'refused', check: { ...check, problem: 'alreadyAssociated' } };
        await setApps(tx, created.id, given.apps);
        await planLapse(tx, created.id, endsOn);
        const codes = apps.join(', ');
        await audit.record(tx, actor, {
          event: 'PARTNER_ASSOCIATED',
          entityId: check.partnerCompany.businessCode,
          details: { partner: check.partnerCompany.companyName, apps: codes, endsOn },
          companyId,
        });
        return { outcome: 'saved', association: await savedRow(tx, created.id, reader.locale) };
      });
    },

    change(companyId, id, { apps, endsOn }, actor, reader) {
      return db.transaction(async (tx): Promise<PartnerWriteOutcome> => {
        const [current] = await tx
          .select({ id: partnerAssociations.id, partnerName: companies.name, partnerCode: companies.businessCode })
          .from(partnerAssociations)
          .innerJoin(companies, eq(companies.id, partnerAssociations.partnerCompanyId))
          .where(and(eq(partnerAssociations.id, id), eq(partnerAssociations.companyId, companyId)))
          .for('update', { of: partnerAssociations });
        if (!current) return { outcome: 'notFound' };
        if (endsOn && endsOn < utcDayOf(clock())) return { outcome: 'pastEndDate' };
        const given = await appsToGive(tx, companyId, apps, reader);
        if (given.unknown) return { outcome: 'unknownApps', codes: given.unknown };
        await tx.update(partnerAssociations).set({ endsOn }).where(eq(partnerAssociations.id, id));
        await setApps(tx, id, given.apps);
        await planLapse(tx, id, endsOn);
        const codes = apps.join(', ');
        await audit.record(tx, actor, {
          event: 'PARTNER_ACCESS_CHANGED',
          entityId: current.partnerCode,
          details: { partner: current.partnerName, apps: codes, endsOn },
          companyId,
        });
        return { outcome: 'saved', association: await savedRow(tx, id, reader.locale) };
      });
    },

    end(companyId, id, actor) {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ partnerName: companies.name, partnerCode: companies.businessCode })
          .from(partnerAssociations)
          .innerJoin(companies, eq(companies.id, partnerAssociations.partnerCompanyId))
          .where(and(eq(partnerAssociations.id, id), eq(partnerAssociations.companyId, companyId)));
        if (!current) return false;
        await tx.delete(partnerAssociations).where(eq(partnerAssociations.id, id));
        await audit.record(tx, actor, {
          event: 'PARTNER_ASSOCIATION_ENDED',
          entityId: current.partnerCode,
          details: { partner: current.partnerName },
          companyId,
        });
        return true;
      });
    },
  };
}
