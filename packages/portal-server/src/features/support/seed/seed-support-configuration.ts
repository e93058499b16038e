import { LOCALES, MARKETS } from '@partner-insights/contracts';
import { inArray } from 'drizzle-orm';
import type { DbTransaction } from '../../../platform/db/database';
import {
  supportIssueTexts,
  supportIssues,
  supportTypeMarkets,
  supportTypeTexts,
  supportTypes,
} from '../support.schema';
import { supportTypeCatalogue, supportTypeOrder, type LocalizedTitle, type SeedIssue } from './support-configuration';

interface IssueRow {
  readonly id: number;
  readonly supportTypeId: number;
  readonly parentId: number | null;
  readonly level: number;
  readonly position: number;
  readonly title: LocalizedTitle;
}

/** The tree as rows, parents before their children, so every parent exists when a child refers to it. */
function issueRows(supportTypeId: number, issues: readonly SeedIssue[], parent?: IssueRow): IssueRow[] {
  return issues.flatMap((issue, position) => {
    const row: IssueRow = {
      id: issue.id,
      supportTypeId,
      parentId: parent?.id ?? null,
      level: (parent?.level ?? 0) + 1,
      position,
      title: issue.title,
    };
    return [row, ...issueRows(supportTypeId, issue.children ?? [], row)];
  });
}

const catalogueIssueRows = (): IssueRow[] => supportTypeCatalogue.flatMap(({ id, issues }) => issueRows(id, issues));

/** Whether the database lacks some of the catalogue: it is empty, or an earlier version seeded fewer entries. */
export async function lacksSupportConfiguration(tx: DbTransaction): Promise<boolean> {
  const typeIds = supportTypeCatalogue.map(({ id }) => id);
  const issueIds = catalogueIssueRows().map(({ id }) => id);
  const storedTypes = await tx.$count(supportTypes, inArray(supportTypes.id, typeIds));
  const storedIssues = await tx.$count(supportIssues, inArray(supportIssues.id, issueIds));
  return storedTypes < typeIds.length || storedIssues < issueIds.length;
}

/**
 * Inserts the support types, the markets offering them, and their issue lists, in the three languages; what the
 * database has already stays as it is, so a database seeded by an earlier version gets only the entries it lacks.
 */
export async function insertSupportConfiguration(tx: DbTransaction): Promise<void> {
  await tx
    .insert(supportTypes)
    .values(supportTypeCatalogue.map(({ id }) => ({ id })))
    .onConflictDoNothing();
  await tx
    .insert(supportTypeTexts)
    .values(
      supportTypeCatalogue.flatMap(({ id, title }) =>
        LOCALES.map((locale) => ({ supportTypeId: id, locale, title: title[locale] })),
      ),
    )
    .onConflictDoNothing();
  await tx
    .insert(supportTypeMarkets)
    .values(
      MARKETS.flatMap((market) =>
        supportTypeOrder[market].map((supportTypeId, position) => ({ supportTypeId, market, position })),
      ),
    )
    .onConflictDoNothing();
  const rows = catalogueIssueRows();
  await tx
    .insert(supportIssues)
    .values(
      rows.map(({ id, supportTypeId, parentId, level, position }) => ({
        id,
        supportTypeId,
        parentId,
        level,
        position,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(supportIssueTexts)
    .values(rows.flatMap(({ id, title }) => LOCALES.map((locale) => ({ issueId: id, locale, title: title[locale] }))))
    .onConflictDoNothing();
}
