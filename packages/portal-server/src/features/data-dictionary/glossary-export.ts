import {
  GLOSSARY_COLUMNS,
  GLOSSARY_MESSAGES,
  glossaryTagValue,
  PRODUCT_TAG_NAMES,
  type GlossaryAudience,
  type GlossaryColumn,
  type GlossaryEntry,
  type GlossaryFieldType,
  type Locale,
} from '@partner-insights/contracts';
import type { SpreadsheetContent } from '../../platform/spreadsheets/xlsx-stream';

const COLUMN_WIDTHS: Readonly<Record<GlossaryColumn, number>> = {
  name: 40,
  technicalName: 28,
  dssName: 24,
  description: 80,
  dataType: 16,
  fieldType: 14,
  availableTo: 24,
  products: 48,
};

/** The dictionary as a spreadsheet in the reader's language: the page's columns, every matching entry. */
export function glossarySpreadsheet(entries: AsyncIterable<GlossaryEntry>, locale: Locale): SpreadsheetContent {
  const messages = GLOSSARY_MESSAGES[locale];
  const cells: Readonly<Record<GlossaryColumn, (entry: GlossaryEntry) => string>> = {
    name: (entry) => entry.business_name,
    technicalName: (entry) => entry.technical_name,
    dssName: (entry) => entry.dss_business_name,
    description: (entry) => entry.business_definition,
    dataType: (entry) => entry.type,
    fieldType: (entry) => messages.fieldTypes[glossaryTagValue(entry, 'field_type') as GlossaryFieldType],
    availableTo: (entry) => messages.audiences[glossaryTagValue(entry, 'available_to') as GlossaryAudience],
    products: (entry) => entry.available_products.map((tag) => PRODUCT_TAG_NAMES[tag]).join(', '),
  };
  return {
    sheetName: messages.title,
    headers: GLOSSARY_COLUMNS.map((column) => messages.columns[column]),
    columnWidths: GLOSSARY_COLUMNS.map((column) => COLUMN_WIDTHS[column]),
    rows: (async function* () {
      for await (const entry of entries) yield GLOSSARY_COLUMNS.map((column) => cells[column](entry));
    })(),
  };
}
