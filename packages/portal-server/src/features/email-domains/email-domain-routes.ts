import {
  EmailDomainChangeSchema,
  EmailDomainCheckSchema,
  EmailDomainListQuerySchema,
  EmailDomainListSchema,
  EmailDomainRowSchema,
  NewEmailDomainSchema,
  type Permission,
} from '@partner-insights/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { errorResponse } from '../../platform/http/error-envelope';
import { requireJson } from '../../platform/http/require-json';
import { validateJson, validateQuery } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import type { CompanyPolicy } from '../../platform/policy/route-policy';
import type { SignedInEnv } from '../identity';
import type { EmailDomainService } from './email-domain-service';
import { answers, answersNothing, JSON_BODY_ERRORS } from '../../platform/openapi/answer-schemas';

/** A domain and two flags. */
const MAX_DOMAIN_BODY_BYTES = 2 * 1024;

const onDomains = (action: Permission['action']): CompanyPolicy => ({
  access: 'company',
  param: 'companyId',
  permission: { action, resource: 'EMAIL_DOMAIN' },
});

export const NO_SUCH_DOMAIN_MESSAGE = 'This company has no such authorised domain';
export const DOMAIN_REFUSED_MESSAGE = 'This domain cannot be authorised';

const path = '/companies/:companyId/email-domains';
const DomainIdSchema = v.pipe(v.string(), v.uuid());

export interface EmailDomainRoutesOptions {
  readonly domains: EmailDomainService;
  readonly guard: Guard;
}

/** A company's authorised email domains (spec administration-and-content §7 "Domains"). */
export function emailDomainRoutes({ domains, guard }: EmailDomainRoutesOptions): Hono<SignedInEnv> {
  const domainBody = bodyLimit({ maxSize: MAX_DOMAIN_BODY_BYTES });
  return new Hono<SignedInEnv>()
    .get(
      path,
      guard(onDomains('LIST')),
      answers(EmailDomainListSchema),
      validateQuery(EmailDomainListQuerySchema),
      async (c) => c.json(await domains.list(c.req.param('companyId'), c.req.valid('query')), 200),
    )
    .post(
      `${path}/validate`,
      guard(onDomains('CREATE')),
      answers(EmailDomainCheckSchema, { errors: JSON_BODY_ERRORS }),
      requireJson,
      domainBody,
      validateJson(NewEmailDomainSchema),
      async (c) => c.json(await domains.check(c.req.param('companyId'), c.req.valid('json')), 200),
    )
    .post(
      path,
      guard(onDomains('CREATE')),
      answers(EmailDomainRowSchema, { status: 201, errors: { ...JSON_BODY_ERRORS, 409: DOMAIN_REFUSED_MESSAGE } }),
      requireJson,
      domainBody,
      validateJson(NewEmailDomainSchema),
      async (c) => {
        const added = await domains.add(c.req.param('companyId'), c.req.valid('json'), c.var.actor);
        return added.outcome === 'added'
          ? c.json(added.domain, 201)
          : errorResponse(c, 409, DOMAIN_REFUSED_MESSAGE, { ...added.check });
      },
    )
    .put(
      `${path}/:id`,
      guard(onDomains('UPDATE')),
      answers(EmailDomainRowSchema, {
        errors: { ...JSON_BODY_ERRORS, 404: NO_SUCH_DOMAIN_MESSAGE, 409: DOMAIN_REFUSED_MESSAGE },
      }),
      requireJson,
      domainBody,
      validateJson(EmailDomainChangeSchema),
      async (c) => {
        if (!v.is(DomainIdSchema, c.req.param('id'))) return errorResponse(c, 404, NO_SUCH_DOMAIN_MESSAGE);
        const changed = await domains.change(
          c.req.param('companyId'),
          c.req.param('id'),
          c.req.valid('json'),
          c.var.actor,
        );
        switch (changed.outcome) {
          case 'changed':
            return c.json(changed.domain, 200);
          case 'notFound':
            return errorResponse(c, 404, NO_SUCH_DOMAIN_MESSAGE);
          case 'refused':
            return errorResponse(c, 409, DOMAIN_REFUSED_MESSAGE, { ...changed.check });
        }
      },
    )
    .delete(
      `${path}/:domainName`,
      guard(onDomains('DELETE')),
      answersNothing(204, { errors: { 404: NO_SUCH_DOMAIN_MESSAGE } }),
      async (c) =>
        (await domains.remove(c.req.param('companyId'), c.req.param('domainName'), c.var.actor))
          ? c.body(null, 204)
          : errorResponse(c, 404, NO_SUCH_DOMAIN_MESSAGE),
    );
}
