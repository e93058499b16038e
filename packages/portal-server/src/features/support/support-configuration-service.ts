import {
  supportAccountTypesFor,
  type IncidentChoices,
  type Locale,
  type Market,
  type SupportAccountTypeId,
  type SupportConfiguration,
  type SupportIssue,
  type SupportIssueLevel,
} from '@partner-insights/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { companies, type User } from '../identity';
import { supportIssueTexts, supportIssues, supportTypeMarkets, supportTypeTexts } from './support.schema';

/** The account types' titles: the support desk's two fixed entries. */
const ACCOUNT_TYPE_TITLES: Readonly<Record<SupportAccountTypeId, Readonly<Record<Locale, string>>>> = {
  25: { 'en-US': 'Supplier', 'es-MX': 'Proveedor', 'fr-CA': 'Fournisseur' },
  23: { 'en-US': 'Associate', 'es-MX': 'Asociado', 'fr-CA': 'Associé' },
};

export interface SupportReader {
  readonly market: Market;
  readonly locale: Locale;
  /** Undefined for a visitor. */
  readonly user: User | undefined;
}

/** What a support form's post chose; the issue levels are left out when the reading allows it. */
export interface SupportChoice {
  readonly supportType: number;
  readonly issue?: number | undefined;
  readonly issueType?: number | undefined;
  readonly subIssueType?: number | undefined;
}

/** A ticket's choices as stored: the account type too. */
export interface StoredChoice extends SupportChoice {
  readonly accountType: SupportAccountTypeId;
}

export interface SupportConfigurationService {
  /** What the support forms offer the reader on their market, in their language. */
  configuration(reader: SupportReader): Promise<SupportConfiguration>;
  /**
   * Whether the market offers the support type, and each chosen level sits under the one above it (a level
   * is only chosen below a chosen one).
   */
  offers(market: Market, choice: SupportChoice): Promise<boolean>;
  /** The names of a ticket's choices in `locale`; null for a level left out or no longer listed. */
  choiceNames(locale: Locale, choice: StoredChoice): Promise<IncidentChoices>;
}

export function createSupportConfigurationService(db: Db): SupportConfigurationService {
  const isBasicVendor = async (user: User | undefined) => {
    if (!user?.companyId) return false;
    const [company] = await db
      .select({ tenantType: companies.tenantType })
      .from(companies)
      .where(eq(companies.id, user.companyId));
    return company?.tenantType === 'BASIC_VENDOR';
  };

  return {
    async configuration({ market, locale, user }) {
      const supportTypes = await db
        .select({ id: supportTypeMarkets.supportTypeId, title: supportTypeTexts.title })
        .from(supportTypeMarkets)
        .innerJoin(
          supportTypeTexts,
          and(
            eq(supportTypeTexts.supportTypeId, supportTypeMarkets.supportTypeId),
            eq(supportTypeTexts.locale, locale),
          ),
        )
        .where(eq(supportTypeMarkets.market, market))
        .orderBy(asc(supportTypeMarkets.position));
      const supportTypeIds = supportTypes.map(({ id }) => id);

      const issues =
        supportTypeIds.length === 0
          ? []
          : await db
              .select({
                id: supportIssues.id,
                supportTypeId: supportIssues.supportTypeId,
                parentId: supportIssues.parentId,
                level: supportIssues.level,
                title: supportIssueTexts.title,
              })
              .from(supportIssues)
              .innerJoin(
                supportIssueTexts,
                and(eq(supportIssueTexts.issueId, supportIssues.id), eq(supportIssueTexts.locale, locale)),
              )
              .where(inArray(supportIssues.supportTypeId, supportTypeIds))
              .orderBy(asc(supportIssues.level), asc(supportIssues.position));

      const accountTypes = supportAccountTypesFor({ isBasicVendor: await isBasicVendor(user) });
      return {
        accountTypes: accountTypes.map((id) => ({ id, title: ACCOUNT_TYPE_TITLES[id][locale] })),
        supportTypes,
        issueGroups: supportTypeIds.map((supportTypeId) => ({
          supportTypeId,
          items: issues
            .filter((issue) => issue.supportTypeId === supportTypeId)
            .map(({ id, title, parentId, level }): SupportIssue => ({
              id,
              title,
              parentId,
              level: level as SupportIssueLevel,
            })),
        })),
      };
    },

    async offers(market, { supportType, issue, issueType, subIssueType }) {
      const [offered] = await db
        .select({ id: supportTypeMarkets.supportTypeId })
        .from(supportTypeMarkets)
        .where(and(eq(supportTypeMarkets.market, market), eq(supportTypeMarkets.supportTypeId, supportType)));
      if (!offered) return false;
      const chain = [issue, issueType, subIssueType];
      const chosen = chain.filter((id) => id !== undefined);
      // A gap (an issue type without an issue) cannot come from the form.
      if (chain.slice(0, chosen.length).includes(undefined)) return false;
      if (chosen.length === 0) return true;
      const rows = await db
        .select({ id: supportIssues.id, parentId: supportIssues.parentId, level: supportIssues.level })
        .from(supportIssues)
        .where(and(eq(supportIssues.supportTypeId, supportType), inArray(supportIssues.id, chosen)));
      return chosen.every((id, index) =>
        rows.some((row) => row.id === id && row.level === index + 1 && row.parentId === (chosen[index - 1] ?? null)),
      );
    },

    async choiceNames(locale, { accountType, supportType, issue, issueType, subIssueType }) {
      const [supportTypeText] = await db
        .select({ title: supportTypeTexts.title })
        .from(supportTypeTexts)
        .where(and(eq(supportTypeTexts.supportTypeId, supportType), eq(supportTypeTexts.locale, locale)));
      const chosen = [issue, issueType, subIssueType].filter((id) => id !== undefined);
      const issueTexts =
        chosen.length === 0
          ? []
          : await db
              .select({ id: supportIssueTexts.issueId, title: supportIssueTexts.title })
              .from(supportIssueTexts)
              .where(and(inArray(supportIssueTexts.issueId, chosen), eq(supportIssueTexts.locale, locale)));
      const nameOf = (id: number | undefined) => issueTexts.find((text) => text.id === id)?.title ?? null;
      return {
        accountType: ACCOUNT_TYPE_TITLES[accountType][locale],
        supportType: supportTypeText?.title ?? null,
        issue: nameOf(issue),
        issueType: nameOf(issueType),
        subIssueType: nameOf(subIssueType),
      };
    },
  };
}
