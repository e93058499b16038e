import {
  ActivityLogApplicationListSchema,
  ActivityLogCompanyQuerySchema,
  ActivityLogDownloadSchema,
  ActivityLogEventListSchema,
  activityLogFileName,
  ActivityLogFilterSchema,
  ActivityLogPageQuerySchema,
  ActivityLogPageSchema,
  type Permission,
} from '@partner-insights/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireJson } from '../../platform/http/require-json';
import { validateJson, validateQuery } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import type { CompanyPolicy } from '../../platform/policy/route-policy';
import { readerLocale, type SignedInEnv } from '../identity';
import { activityLogSpreadsheet } from './activity-log-export';
import type { ActivityLogService } from './activity-log-service';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../platform/spreadsheets/xlsx-stream';
import { answers, answersMedia, JSON_BODY_ERRORS } from '../../platform/openapi/answer-schemas';

/** Far above every event and 50 application names. */
const MAX_FILTER_BODY_BYTES = 16 * 1024;

const LIST_ACTIVITY_LOG: Permission = { action: 'LIST', resource: 'ACTIVITY_LOG' };

/**
 * The spec's paths name no company, so the query does; the body is a filter, so these POSTs only read (a
 * spectator viewing the company may call them).
 */
const READ_COMPANY_LOG: CompanyPolicy = {
  access: 'company',
  param: 'companyId',
  from: 'query',
  permission: LIST_ACTIVITY_LOG,
  readsOnly: true,
};

export interface ActivityLogRoutesOptions {
  readonly activityLog: ActivityLogService;
  readonly guard: Guard;
}

/** The activity log of the company the caller acts for: pages, the events and applications it holds, its export. */
export function activityLogRoutes({ activityLog, guard }: ActivityLogRoutesOptions): Hono<SignedInEnv> {
  const filtered = [requireJson, bodyLimit({ maxSize: MAX_FILTER_BODY_BYTES })] as const;
  return new Hono<SignedInEnv>()
    .post(
      '/activity-logs',
      guard(READ_COMPANY_LOG),
      answers(ActivityLogPageSchema, { errors: JSON_BODY_ERRORS }),
      ...filtered,
      validateQuery(ActivityLogPageQuerySchema),
      validateJson(ActivityLogFilterSchema),
      async (c) => {
        const query = c.req.valid('query');
        return c.json(await activityLog.page(query.companyId, c.req.valid('json'), query, readerLocale(c)), 200);
      },
    )
    .post(
      '/activity-logs/eventlist',
      guard(READ_COMPANY_LOG),
      answers(ActivityLogEventListSchema),
      validateQuery(ActivityLogCompanyQuerySchema),
      async (c) => c.json({ events: await activityLog.events(c.req.valid('query').companyId) }, 200),
    )
    .post(
      '/activity-logs/applicationlist',
      guard(READ_COMPANY_LOG),
      answers(ActivityLogApplicationListSchema),
      validateQuery(ActivityLogCompanyQuerySchema),
      async (c) => c.json({ applications: await activityLog.applications(c.req.valid('query').companyId) }, 200),
    )
    .post(
      '/activity-logs/download',
      guard(READ_COMPANY_LOG),
      answersMedia(XLSX_CONTENT_TYPE, 'The filtered entries as a spreadsheet.', { errors: JSON_BODY_ERRORS }),
      ...filtered,
      validateQuery(ActivityLogCompanyQuerySchema),
      validateJson(ActivityLogDownloadSchema),
      (c) => {
        const { locale, ...filter } = c.req.valid('json');
        const entries = activityLog.entries(c.req.valid('query').companyId, filter, locale);
        const body = xlsxStream(activityLogSpreadsheet(entries, { locale, timeZone: filter.timeZone }));
        return c.body(body, 200, {
          'Content-Type': XLSX_CONTENT_TYPE,
          'Content-Disposition': `attachment; filename="${activityLogFileName(filter.from, filter.to)}"`,
        });
      },
    );
}
