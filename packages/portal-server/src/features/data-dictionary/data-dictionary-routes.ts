import {
  GlossaryExportSchema,
  glossaryFileName,
  GlossaryPageQuerySchema,
  GlossaryPageSchema,
  GlossarySearchSchema,
  GlossaryTagListSchema,
  GlossaryTagsQuerySchema,
} from '@partner-insights/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Clock } from '../../platform/clock';
import { requestLocale } from '../../platform/http/request-site';
import { requireJson } from '../../platform/http/require-json';
import { validateJson, validateQuery } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import type { SignedInPolicy } from '../../platform/policy/route-policy';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../platform/spreadsheets/xlsx-stream';
import type { DataDictionaryService } from './data-dictionary-service';
import { glossarySpreadsheet } from './glossary-export';
import { answers, answersMedia, JSON_BODY_ERRORS } from '../../platform/openapi/answer-schemas';

/** Far above a search term and two filters. */
const MAX_SEARCH_BODY_BYTES = 4 * 1024;

const PATH = '/v1/customer-support';

/** Every signed-in user reads the dictionary; its POSTs carry a search, so a spectator may call them too. */
const READ_DICTIONARY: SignedInPolicy = { access: 'signedIn', readsOnly: true };

export interface DataDictionaryRoutesOptions {
  readonly dictionary: DataDictionaryService;
  readonly guard: Guard;
  readonly clock: Clock;
}

/** The data dictionary in the reader's language (their Accept-Language): pages, searches, its export, its tags. */
export function dataDictionaryRoutes({ dictionary, guard, clock }: DataDictionaryRoutesOptions): Hono {
  const searched = [requireJson, bodyLimit({ maxSize: MAX_SEARCH_BODY_BYTES })] as const;
  return new Hono()
    .get(
      `${PATH}/glossaries`,
      guard(READ_DICTIONARY),
      answers(GlossaryPageSchema),
      validateQuery(GlossaryPageQuerySchema),
      async (c) => {
        const { page_number, page_size, product_tag, topic } = c.req.valid('query');
        const page = await dictionary.page(
          requestLocale(c),
          { product: product_tag, topic },
          { pageNumber: page_number, pageSize: page_size },
        );
        return c.json(page, 200);
      },
    )
    .post(
      `${PATH}/search-glossaries`,
      guard(READ_DICTIONARY),
      answers(GlossaryPageSchema, { errors: JSON_BODY_ERRORS }),
      ...searched,
      validateJson(GlossarySearchSchema),
      async (c) => {
        const { search_field, page_number, page_size, product_tag_value, topic } = c.req.valid('json');
        const page = await dictionary.page(
          requestLocale(c),
          { search: search_field, product: product_tag_value, topic },
          { pageNumber: page_number, pageSize: page_size },
        );
        return c.json(page, 200);
      },
    )
    .post(
      `${PATH}/export-glossaries`,
      guard(READ_DICTIONARY),
      answersMedia(XLSX_CONTENT_TYPE, 'The matching entries as a spreadsheet.', { errors: JSON_BODY_ERRORS }),
      ...searched,
      validateJson(GlossaryExportSchema),
      (c) => {
        const { search_field, product_tag_value, topic } = c.req.valid('json');
        const locale = requestLocale(c);
        const entries = dictionary.entries(locale, { search: search_field, product: product_tag_value, topic });
        return c.body(xlsxStream(glossarySpreadsheet(entries, locale)), 200, {
          'Content-Type': XLSX_CONTENT_TYPE,
          'Content-Disposition': `attachment; filename="${glossaryFileName(clock())}"`,
        });
      },
    )
    .get(
      `${PATH}/tags`,
      guard(READ_DICTIONARY),
      answers(GlossaryTagListSchema),
      validateQuery(GlossaryTagsQuerySchema),
      async (c) => {
        const { tag_name } = c.req.valid('query');
        return c.json({ tag_name, tag_values: await dictionary.tagValues(tag_name) }, 200);
      },
    );
}
