import { Hono } from 'hono';
import type { Guard } from '../../platform/policy/guard';
import { allowOnly, type SignedInEnv } from '../identity';
import type { CompanyAdminsService } from './company-admins-service';
import { asksAdminsForAccess } from './own-account';
import { answers } from '../../platform/openapi/answer-schemas';
import { CompanyAdminsSchema } from '@partner-insights/contracts';

export const INTERNAL_USERS_REQUEST_MESSAGE = 'Internal users request access themselves, on the request access page';

export interface CompanyAdminsRoutesOptions {
  readonly companyAdmins: CompanyAdminsService;
  /** Enforces each route's policy; a signed-in one puts the user on the context. */
  readonly guard: Guard;
}

/**
 * Whom an external user asks for access to products: their company's administrators. The company is the one the
 * caller acts for, never one the request names, so no one reads another company's administrators.
 */
export function companyAdminsRoutes({ companyAdmins, guard }: CompanyAdminsRoutesOptions): Hono<SignedInEnv> {
  return new Hono<SignedInEnv>().get(
    '/v1/identity/company-admins',
    guard({ access: 'signedIn' }),
    answers(CompanyAdminsSchema, { errors: { 403: INTERNAL_USERS_REQUEST_MESSAGE } }),
    allowOnly((c) => asksAdminsForAccess(c.var.user), INTERNAL_USERS_REQUEST_MESSAGE),
    async (c) => {
      const { companyId } = c.var.actor;
      return c.json(companyId ? await companyAdmins.adminsOf(companyId) : { items: [] }, 200);
    },
  );
}
