import { randomUUID } from 'node:crypto';
import { LOCALES } from '@partner-insights/contracts';
import type { DbTransaction } from '../../../platform/db/database';
import { glossaryEntries, glossaryEntryTexts, glossaryNames, glossarySearchRows } from '../data-dictionary.schema';
import { glossarySearchText } from '../glossary-search-text';
import { dataElements, type DataElement } from './data-elements';

/** Rows per insert: far below PostgreSQL's 65,535 bind parameters. */
const INSERT_BATCH = 500;

/** Writes data elements, their texts and search rows in every language, and the names "Did you mean" offers. */
export async function insertDataElements(tx: DbTransaction, elements: readonly DataElement[]): Promise<void> {
  for (let start = 0; start < elements.length; start += INSERT_BATCH) {
    const batch = elements.slice(start, start + INSERT_BATCH).map((element) => ({ id: randomUUID(), element }));
    await tx.insert(glossaryEntries).values(
      batch.map(({ id, element }) => ({
        id,
        technicalName: element.technicalName,
        dataType: element.dataType,
        fieldType: element.fieldType,
        availableTo: element.availableTo,
        topic: element.topic,
        products: [...element.products],
      })),
    );
    await tx
      .insert(glossaryEntryTexts)
      .values(
        batch.flatMap(({ id, element }) =>
          LOCALES.map((locale) => ({ entryId: id, locale, ...element.texts[locale] })),
        ),
      );
    await tx.insert(glossarySearchRows).values(
      batch.flatMap(({ id, element }) =>
        LOCALES.map((locale) => {
          const texts = element.texts[locale];
          return {
            entryId: id,
            locale,
            businessName: texts.businessName,
            topic: element.topic,
            products: [...element.products],
            searchText: glossarySearchText({ ...texts, technicalName: element.technicalName }),
          };
        }),
      ),
    );
    await tx
      .insert(glossaryNames)
      .values(
        batch.flatMap(({ element }) =>
          LOCALES.map((locale) => ({
            locale,
            businessName: element.texts[locale].businessName,
            topic: element.topic,
            products: [...element.products],
          })),
        ),
      )
      .onConflictDoNothing();
  }
}

/** The dictionary every portal serves: reference data, seeded where it is missing. */
export const insertDataDictionary = (tx: DbTransaction): Promise<void> => insertDataElements(tx, dataElements());

export const lacksDataDictionary = async (tx: DbTransaction): Promise<boolean> =>
  (await tx.$count(glossaryEntries)) === 0;
