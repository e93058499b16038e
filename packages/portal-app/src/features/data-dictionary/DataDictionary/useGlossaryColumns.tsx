import {
  GLOSSARY_MESSAGES,
  glossaryTagValue,
  PRODUCT_TAG_NAMES,
  type GlossaryAudience,
  type GlossaryEntry,
  type GlossaryFieldType,
  type Locale,
} from '@partner-insights/contracts';
import type { DataTableColumn } from '@partner-insights/tables';
import { Link } from '@partner-insights/ui';
import { useMemo } from 'react';

/** An entry's field type, audience and products in the reader's words. */
export const entryWords = (entry: GlossaryEntry, locale: Locale) => {
  const messages = GLOSSARY_MESSAGES[locale];
  return {
    fieldType: messages.fieldTypes[glossaryTagValue(entry, 'field_type') as GlossaryFieldType] ?? '',
    availableTo: messages.audiences[glossaryTagValue(entry, 'available_to') as GlossaryAudience] ?? '',
    products: entry.available_products.map((tag) => PRODUCT_TAG_NAMES[tag]).join(', '),
  };
};

/**
 * The spec's columns (Name, Technical Name, DSS Name, Description, Data type, Field type, Available to, Products);
 * a name links to the address that opens its details, so the open entry is part of the view a link shares.
 */
export function useGlossaryColumns(
  locale: Locale,
  detailsHref: (entry: GlossaryEntry) => string,
): readonly DataTableColumn<GlossaryEntry>[] {
  return useMemo(() => {
    const { columns } = GLOSSARY_MESSAGES[locale];
    return [
      {
        id: 'name',
        header: columns.name,
        value: (entry) => entry.business_name,
        cell: (entry) => <Link href={detailsHref(entry)}>{entry.business_name}</Link>,
        width: 1.25,
      },
      { id: 'technicalName', header: columns.technicalName, value: (entry) => entry.technical_name, width: 1.25 },
      { id: 'dssName', header: columns.dssName, value: (entry) => entry.dss_business_name, width: 1.25 },
      {
        id: 'description',
        header: columns.description,
        value: (entry) => entry.business_definition,
        maxLength: 60,
        width: 2,
      },
      { id: 'dataType', header: columns.dataType, value: (entry) => entry.type, width: 0.75 },
      { id: 'fieldType', header: columns.fieldType, value: (entry) => entryWords(entry, locale).fieldType },
      { id: 'availableTo', header: columns.availableTo, value: (entry) => entryWords(entry, locale).availableTo },
      { id: 'products', header: columns.products, value: (entry) => entryWords(entry, locale).products, maxLength: 40 },
    ];
  }, [locale, detailsHref]);
}
