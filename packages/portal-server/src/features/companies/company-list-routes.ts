import {
  CompanyListPageSchema,
  CompanyListQuerySchema,
  CompanyStatusesQuerySchema,
  CompanyStatusesSchema,
  CompanyTypeOptionsSchema,
  type Permission,
  UserCompaniesQuerySchema,
  UserCompaniesSchema,
} from '@partner-insights/contracts';
import { Hono } from 'hono';
import { errorResponse } from '../../platform/http/error-envelope';
import { requestLocale } from '../../platform/http/request-site';
import { validateQuery } from '../../platform/http/validate-request';
import { choosesCompanyContext } from '../../platform/policy/company-access';
import type { Guard } from '../../platform/policy/guard';
import type { SignedInPolicy } from '../../platform/policy/route-policy';
import type { SignedInEnv } from '../identity';
import { companyTypeOptions, type CompanyListService } from './company-list-service';
import { answers } from '../../platform/openapi/answer-schemas';

const LIST_COMPANIES: Permission = { action: 'LIST', resource: 'COMPANY' };
/** Super admins and spectators: the only roles that list every company. */
const SUPER_ADMIN_READS: SignedInPolicy = { access: 'signedIn', permission: LIST_COMPANIES };

export const NOT_YOUR_COMPANIES_MESSAGE = 'You can only list your own companies';
export const NO_SUCH_USER_MESSAGE = 'There is no user with this login id';

export interface CompanyListRoutesOptions {
  readonly companyList: CompanyListService;
  readonly guard: Guard;
}

/** The super admin's company list and its filters; the companies a user works for, for the company switcher. */
export function companyListRoutes({ companyList, guard }: CompanyListRoutesOptions): Hono<SignedInEnv> {
  return new Hono<SignedInEnv>()
    .get(
      '/companies',
      guard(SUPER_ADMIN_READS),
      answers(CompanyListPageSchema),
      validateQuery(CompanyListQuerySchema),
      async (c) => c.json(await companyList.list(c.req.valid('query'), requestLocale(c)), 200),
    )
    .get('/companies/types', guard(SUPER_ADMIN_READS), answers(CompanyTypeOptionsSchema), (c) =>
      c.json(companyTypeOptions(), 200),
    )
    .get(
      '/companies/statuses',
      guard(SUPER_ADMIN_READS),
      answers(CompanyStatusesSchema),
      validateQuery(CompanyStatusesQuerySchema),
      async (c) => c.json(await companyList.statuses(c.req.valid('query').companyTypes), 200),
    )
    .get(
      '/users/companies',
      guard({ access: 'signedIn' }),
      answers(UserCompaniesSchema, { errors: { 403: NOT_YOUR_COMPANIES_MESSAGE, 404: NO_SUCH_USER_MESSAGE } }),
      validateQuery(UserCompaniesQuerySchema),
      async (c) => {
        const { loginId } = c.req.valid('query');
        const { user } = c.var;
        // Anyone may list their own companies; only super admins and spectators look up someone else's.
        if (loginId !== user.loginId && !choosesCompanyContext(user.role)) {
          return errorResponse(c, 403, NOT_YOUR_COMPANIES_MESSAGE);
        }
        const found = await companyList.companiesOf(loginId);
        return found ? c.json(found, 200) : errorResponse(c, 404, NO_SUCH_USER_MESSAGE);
      },
    );
}
