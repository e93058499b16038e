import {
  globalUserExportFileName,
  GlobalUserFilterSchema,
  GlobalUserFilterValuesSchema,
  GlobalUserPageSchema,
  GlobalUserQuerySchema,
  type Permission,
  ROLES,
} from '@partner-insights/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestLocale } from '../../platform/http/request-site';
import { requireJson } from '../../platform/http/require-json';
import { validateJson, validateQuery } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import type { SignedInPolicy } from '../../platform/policy/route-policy';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../platform/spreadsheets/xlsx-stream';
import type { SignedInEnv } from '../identity';
import { globalUserSpreadsheet } from './global-user-export';
import type { GlobalUserService } from './global-user-service';
import { answers, answersMedia, JSON_BODY_ERRORS } from '../../platform/openapi/answer-schemas';

/** Far above a search and 50 values of every filter. */
const MAX_FILTER_BODY_BYTES = 32 * 1024;

const LIST_COMPANIES: Permission = { action: 'LIST', resource: 'COMPANY' };
/** Super admins and spectators; the body is a search, so these POSTs only read. */
const SEARCH_USERS: SignedInPolicy = { access: 'signedIn', permission: LIST_COMPANIES, readsOnly: true };
const READ_FILTERS: SignedInPolicy = { access: 'signedIn', permission: LIST_COMPANIES };

export interface GlobalUserRoutesOptions {
  readonly globalUsers: GlobalUserService;
  readonly guard: Guard;
}

/** Global user management: every user of every company and the retailer, searched, filtered and exported. */
export function globalUserRoutes({ globalUsers, guard }: GlobalUserRoutesOptions): Hono<SignedInEnv> {
  const filtered = [requireJson, bodyLimit({ maxSize: MAX_FILTER_BODY_BYTES })] as const;
  return new Hono<SignedInEnv>()
    .post(
      '/users',
      guard(SEARCH_USERS),
      answers(GlobalUserPageSchema, { errors: JSON_BODY_ERRORS }),
      ...filtered,
      validateQuery(GlobalUserQuerySchema),
      validateJson(GlobalUserFilterSchema),
      async (c) => c.json(await globalUsers.page(c.req.valid('query'), c.req.valid('json'), requestLocale(c)), 200),
    )
    .post(
      '/users/export',
      guard(SEARCH_USERS),
      answersMedia(XLSX_CONTENT_TYPE, 'The matching users as a spreadsheet.', { errors: JSON_BODY_ERRORS }),
      ...filtered,
      validateQuery(GlobalUserQuerySchema),
      validateJson(GlobalUserFilterSchema),
      (c) => {
        const query = c.req.valid('query');
        const locale = requestLocale(c);
        const rows = globalUsers.everyMatch(query, c.req.valid('json'), locale);
        return c.body(xlsxStream(globalUserSpreadsheet(rows, locale)), 200, {
          'Content-Type': XLSX_CONTENT_TYPE,
          'Content-Disposition': `attachment; filename="${globalUserExportFileName(query.userType)}"`,
        });
      },
    )
    .get('/users/filters/roles', guard(READ_FILTERS), answers(GlobalUserFilterValuesSchema), (c) =>
      c.json([...ROLES], 200),
    )
    .get('/users/filters/attributes', guard(READ_FILTERS), answers(GlobalUserFilterValuesSchema), async (c) =>
      c.json(await globalUsers.attributes(), 200),
    )
    .get('/users/filters/sbu', guard(READ_FILTERS), answers(GlobalUserFilterValuesSchema), async (c) =>
      c.json(await globalUsers.sbuValues(), 200),
    );
}
