import { SetContextQuerySchema, SwitchContextQuerySchema, UserDetailsSchema } from '@partner-insights/contracts';
import { Hono, type Context } from 'hono';
import { errorResponse } from '../../platform/http/error-envelope';
import { requestSite } from '../../platform/http/request-site';
import { validateQuery } from '../../platform/http/validate-request';
import { choosesCompanyContext } from '../../platform/policy/company-access';
import type { Guard } from '../../platform/policy/guard';
import type { SignedInPolicy } from '../../platform/policy/route-policy';
import { actingCompanyOf } from './actor';
import { allowOnly } from './allow-only';
import type { CompanyContextService } from './company-context-service';
import type { SignedInEnv } from './session-gate';
import type { UserContextService } from './user-context-service';
import { answers } from '../../platform/openapi/answer-schemas';

export const NO_SUCH_COMPANY_MESSAGE = 'There is no active company with this id';
export const NOT_ONE_OF_YOURS_MESSAGE = 'You can only switch to a company you work for';

/** Choosing the company to view is a spectator's job too: the one change, besides keep-alive, they may make. */
const CHOOSING_CONTEXT: SignedInPolicy = { access: 'signedIn', changesState: true, sessionHousekeeping: true };

const SUPER_ADMINS_ONLY_MESSAGE = 'Only super admins and spectators choose a company context';
const NOT_SUPER_ADMINS_MESSAGE = 'Super admins and spectators choose a company with set-context';

const superAdminsOnly = allowOnly((c) => choosesCompanyContext(c.var.user.role), SUPER_ADMINS_ONLY_MESSAGE);
const notSuperAdmins = allowOnly((c) => !choosesCompanyContext(c.var.user.role), NOT_SUPER_ADMINS_MESSAGE);

export interface CompanyContextRoutesOptions {
  readonly contexts: CompanyContextService;
  readonly userContext: UserContextService;
  readonly guard: Guard;
}

/**
 * The company a user acts for, kept in the session so the server knows on whose behalf each request is made:
 * super admins and spectators set and reset it; company-switch and multi-company users switch among theirs.
 * Each answers the user's details as they now are, the chosen company as tenant.
 */
export function companyContextRoutes({ contexts, userContext, guard }: CompanyContextRoutesOptions): Hono<SignedInEnv> {
  const requestOf = (c: Context<SignedInEnv>) => ({
    user: c.var.user,
    sessionId: c.var.session.id,
    address: c.var.actor.address,
  });
  const detailsActingFor = async (c: Context<SignedInEnv>, contextCompanyId: string | null) => {
    const { user } = c.var;
    const companyId = actingCompanyOf(user, contextCompanyId);
    return c.json(
      await userContext.userDetails(user, { market: requestSite(c).market, includePermissions: true, companyId }),
      200,
    );
  };

  return new Hono<SignedInEnv>()
    .get(
      '/users/set-context',
      guard(CHOOSING_CONTEXT),
      answers(UserDetailsSchema, { errors: { 403: SUPER_ADMINS_ONLY_MESSAGE, 404: NO_SUCH_COMPANY_MESSAGE } }),
      superAdminsOnly,
      validateQuery(SetContextQuerySchema),
      async (c) => {
        const { companyId, reason } = c.req.valid('query');
        if (!(await contexts.set(requestOf(c), companyId, reason))) {
          return errorResponse(c, 404, NO_SUCH_COMPANY_MESSAGE);
        }
        return detailsActingFor(c, companyId);
      },
    )
    .get('/users/reset-context', guard(CHOOSING_CONTEXT), answers(UserDetailsSchema), async (c) => {
      await contexts.reset(requestOf(c));
      return detailsActingFor(c, null);
    })
    .get(
      '/users/switch-context',
      guard({ access: 'signedIn', changesState: true }),
      answers(UserDetailsSchema, { errors: { 403: [NOT_SUPER_ADMINS_MESSAGE, NOT_ONE_OF_YOURS_MESSAGE] } }),
      notSuperAdmins,
      validateQuery(SwitchContextQuerySchema),
      async (c) => {
        const { companyId } = c.req.valid('query');
        if (!(await contexts.switchTo(requestOf(c), companyId))) {
          return errorResponse(c, 403, NOT_ONE_OF_YOURS_MESSAGE);
        }
        return detailsActingFor(c, companyId);
      },
    );
}
