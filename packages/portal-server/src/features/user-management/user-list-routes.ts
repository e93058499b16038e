import {
  type Locale,
  NonProvisionedQuerySchema,
  NonProvisionedUsersSchema,
  USER_EXPORT_FILE_PREFIX,
  USER_LIST_TABS,
  UserAssignmentOptionsSchema,
  UserExportQuerySchema,
  UserListPageSchema,
  UserListQuerySchema,
  type UserListTab,
} from '@partner-insights/contracts';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Clock } from '../../platform/clock';
import { errorResponse } from '../../platform/http/error-envelope';
import { requestLocale, requestSite } from '../../platform/http/request-site';
import { validateQuery } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../platform/spreadsheets/xlsx-stream';
import type { AccessRequestListService } from '../access-review';
import { readerLocale, type SignedInEnv } from '../identity';
import { accessRequestExportCells, accessRequestExportHeaders, exportCells, exportHeaders } from './export-columns';
import type { NewUsersService } from './new-users-service';
import type { UserListService } from './user-list-service';
import { answers, answersMedia } from '../../platform/openapi/answer-schemas';

const LIST_USERS = { access: 'company', param: 'companyId', permission: { action: 'LIST', resource: 'USER' } } as const;

const UNKNOWN_TAB_MESSAGE = 'Choose one of the user management tabs to export';

export interface UserListRoutesOptions {
  readonly userList: UserListService;
  /** The access requests tab's rows. */
  readonly accessRequests: AccessRequestListService;
  readonly newUsers: NewUsersService;
  readonly clock: Clock;
  readonly guard: Guard;
}

/** User management's reading calls: the tabs' pages, the users without products, the options, the export. */
export function userListRoutes({
  userList,
  accessRequests,
  newUsers,
  clock,
  guard,
}: UserListRoutesOptions): Hono<SignedInEnv> {
  /** A tab's sheet: its headers in `locale` and its rows matching `search`, read as the file is written. */
  async function* cellsOf(companyId: string, tab: UserListTab, search: string, locale: Locale) {
    if (tab === 'accessRequestsUserManagement') {
      for await (const row of accessRequests.everyOpenRequest(companyId, locale, search)) {
        yield accessRequestExportCells(row);
      }
      return;
    }
    for await (const row of userList.exportRows(companyId, tab, search, locale)) yield exportCells(tab, row);
  }
  const headersOf = (tab: UserListTab, locale: Locale): string[] =>
    tab === 'accessRequestsUserManagement' ? accessRequestExportHeaders(locale) : exportHeaders(tab, locale);

  return new Hono<SignedInEnv>()
    .get(
      '/companies/:companyId/users',
      guard(LIST_USERS),
      answers(UserListPageSchema),
      validateQuery(UserListQuerySchema),
      async (c) => c.json(await userList.list(c.req.param('companyId'), c.req.valid('query'), requestLocale(c)), 200),
    )
    .get(
      '/companies/:companyId/users/non-provisioned',
      guard(LIST_USERS),
      answers(NonProvisionedUsersSchema),
      validateQuery(NonProvisionedQuerySchema),
      async (c) =>
        c.json(await userList.nonProvisioned(c.req.param('companyId'), c.req.valid('query'), requestLocale(c)), 200),
    )
    .get('/companies/:companyId/personas', guard(LIST_USERS), answers(UserAssignmentOptionsSchema), async (c) =>
      c.json(await newUsers.options(c.req.param('companyId'), requestSite(c), requestLocale(c)), 200),
    )
    .get(
      '/companies/:companyId/users/export/:tab',
      guard(LIST_USERS),
      answersMedia(XLSX_CONTENT_TYPE, 'The tab’s rows as a spreadsheet.', { errors: { 400: UNKNOWN_TAB_MESSAGE } }),
      validateQuery(UserExportQuerySchema),
      async (c) => {
        const tab = c.req.param('tab');
        if (!v.is(v.picklist(USER_LIST_TABS), tab)) return errorResponse(c, 400, UNKNOWN_TAB_MESSAGE);
        const companyId = c.req.param('companyId');
        const { search } = c.req.valid('query');
        const locale = readerLocale(c);
        await userList.recordExport(c.var.actor, companyId, tab, search);
        const fileName = `${USER_EXPORT_FILE_PREFIX}${tab}_${clock().toISOString().slice(0, 10)}.xlsx`;
        return c.body(
          xlsxStream({
            sheetName: tab,
            headers: headersOf(tab, locale),
            rows: cellsOf(companyId, tab, search, locale),
          }),
          200,
          { 'Content-Type': XLSX_CONTENT_TYPE, 'Content-Disposition': `attachment; filename="${fileName}"` },
        );
      },
    );
}
