import { LOCALES } from '@partner-insights/contracts';
import type { NotNull } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, type AnyPgColumn, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { isOneOf } from './check-constraints';

/** A column builder of any type that can be made not null and refer to another column. */
type OwnerColumnBuilder = PgColumnBuilderBase & {
  notNull(): { references(ref: () => AnyPgColumn, actions: { onDelete: 'cascade' }): unknown };
};

/**
 * A table of something's words in each language: the owner's id (not null, deleted with the owner), the locale and
 * the text columns, keyed by owner and locale, with the locale checked like every value set. `owner` names the id
 * column, e.g. `{ bannerId: uuid('banner_id') }`; `ownerId` is the column it refers to.
 */
export function localizedTextTable<
  TName extends string,
  TOwnerKey extends string,
  TOwnerColumn extends OwnerColumnBuilder,
  TTextColumns extends Record<string, PgColumnBuilderBase>,
>(
  name: TName,
  owner: { readonly [K in TOwnerKey]: TOwnerColumn },
  ownerId: () => AnyPgColumn,
  textColumns: TTextColumns,
) {
  const [[ownerKey, ownerColumn]] = Object.entries(owner) as [[TOwnerKey, TOwnerColumn]];
  const ownerColumns = {
    [ownerKey]: ownerColumn.notNull().references(ownerId, { onDelete: 'cascade' }),
  } as { [K in TOwnerKey]: NotNull<TOwnerColumn> };
  return pgTable(
    name,
    { ...ownerColumns, locale: text('locale', { enum: LOCALES }).notNull(), ...textColumns },
    (table) => [
      primaryKey({ columns: [table[ownerKey], table.locale] }),
      check(`${name}_locale_check`, isOneOf(table.locale, LOCALES)),
    ],
  );
}
