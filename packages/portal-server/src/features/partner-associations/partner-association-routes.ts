import {
  ActivePartnerAppsQuerySchema,
  ActivePartnerAppsSchema,
  NewPartnerAssociationSchema,
  PartnerAssociationChangeSchema,
  PartnerAssociationListQuerySchema,
  PartnerAssociationListSchema,
  PartnerAssociationRowSchema,
  PartnerCheckSchema,
  PartnerCodeQuerySchema,
  type Permission,
  TenantProductSchema,
  TenantProductsQuerySchema,
} from '@partner-insights/contracts';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { errorResponse } from '../../platform/http/error-envelope';
import { requestLocale, requestSite } from '../../platform/http/request-site';
import { requireJson } from '../../platform/http/require-json';
import { validateJson, validateQuery } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import type { CompanyPolicy } from '../../platform/policy/route-policy';
import type { SignedInEnv } from '../identity';
import type { AppsReader, PartnerAssociationService, PartnerWriteOutcome } from './partner-association-service';
import { answers, answersNothing, JSON_BODY_ERRORS } from '../../platform/openapi/answer-schemas';

/** A partner code, fifty app codes and a date. */
const MAX_ASSOCIATION_BODY_BYTES = 8 * 1024;

const onPartners = (action: Permission['action'], param = 'companyId'): CompanyPolicy => ({
  access: 'company',
  param,
  permission: { action, resource: 'COMPANY_PARTNER_ASSOCIATION' },
});

export const NO_SUCH_ASSOCIATION_MESSAGE = 'This company has no such partner association';
export const PARTNER_REFUSED_MESSAGE = 'This agency cannot be associated';
export const UNKNOWN_APPS_MESSAGE = 'This company cannot give a partner these apps here';
export const PAST_END_DATE_MESSAGE = 'Choose an end date from today on';

const path = '/companies/:companyId/partner-associations';
const AssociationIdSchema = v.pipe(v.string(), v.uuid());

const readerOf = (c: Context): AppsReader => ({ site: requestSite(c), locale: requestLocale(c) });

/** Answers a new or changed association: the row, or why nothing was saved. */
function writeResponse(c: Context, saved: PartnerWriteOutcome, created: boolean): Response {
  switch (saved.outcome) {
    case 'saved':
      return c.json(saved.association, created ? 201 : 200);
    case 'refused':
      return errorResponse(c, 409, PARTNER_REFUSED_MESSAGE, { ...saved.check });
    case 'notFound':
      return errorResponse(c, 404, NO_SUCH_ASSOCIATION_MESSAGE);
    case 'unknownApps':
      return errorResponse(c, 400, UNKNOWN_APPS_MESSAGE, { codes: saved.codes });
    case 'pastEndDate':
      return errorResponse(c, 400, PAST_END_DATE_MESSAGE);
  }
}

/** What saving an association fails with: its body, its apps, its end date, the agency. */
const SAVE_ERRORS = {
  ...JSON_BODY_ERRORS,
  400: [UNKNOWN_APPS_MESSAGE, PAST_END_DATE_MESSAGE],
  409: PARTNER_REFUSED_MESSAGE,
} as const;

export interface PartnerAssociationRoutesOptions {
  readonly partners: PartnerAssociationService;
  readonly guard: Guard;
}

/** A company's third-party partner agencies (spec administration-and-content §7 "Third parties"). */
export function partnerAssociationRoutes({ partners, guard }: PartnerAssociationRoutesOptions): Hono<SignedInEnv> {
  const associationBody = bodyLimit({ maxSize: MAX_ASSOCIATION_BODY_BYTES });
  return new Hono<SignedInEnv>()
    .get(
      `${path}/validate`,
      guard(onPartners('CREATE')),
      answers(PartnerCheckSchema),
      validateQuery(PartnerCodeQuerySchema),
      async (c) => c.json(await partners.check(c.req.param('companyId'), c.req.valid('query').businessCode), 200),
    )
    .get(
      path,
      guard(onPartners('LIST')),
      answers(PartnerAssociationListSchema),
      validateQuery(PartnerAssociationListQuerySchema),
      async (c) => c.json(await partners.list(c.req.param('companyId'), c.req.valid('query'), requestLocale(c)), 200),
    )
    .post(
      path,
      guard(onPartners('CREATE')),
      answers(PartnerAssociationRowSchema, { status: 201, errors: SAVE_ERRORS }),
      requireJson,
      associationBody,
      validateJson(NewPartnerAssociationSchema),
      async (c) =>
        writeResponse(
          c,
          await partners.associate(c.req.param('companyId'), c.req.valid('json'), c.var.actor, readerOf(c)),
          true,
        ),
    )
    .put(
      `${path}/:associationId`,
      guard(onPartners('UPDATE')),
      answers(PartnerAssociationRowSchema, { errors: { ...SAVE_ERRORS, 404: NO_SUCH_ASSOCIATION_MESSAGE } }),
      requireJson,
      associationBody,
      validateJson(PartnerAssociationChangeSchema),
      async (c) => {
        const id = c.req.param('associationId');
        if (!v.is(AssociationIdSchema, id)) return errorResponse(c, 404, NO_SUCH_ASSOCIATION_MESSAGE);
        return writeResponse(
          c,
          await partners.change(c.req.param('companyId'), id, c.req.valid('json'), c.var.actor, readerOf(c)),
          false,
        );
      },
    )
    .delete(
      `${path}/:associationId`,
      guard(onPartners('DELETE')),
      answersNothing(204, { errors: { 404: NO_SUCH_ASSOCIATION_MESSAGE } }),
      async (c) => {
        const id = c.req.param('associationId');
        const ended = v.is(AssociationIdSchema, id) && (await partners.end(c.req.param('companyId'), id, c.var.actor));
        return ended ? c.body(null, 204) : errorResponse(c, 404, NO_SUCH_ASSOCIATION_MESSAGE);
      },
    )
    .get(
      '/v2/identity/tenants/:tenantId/products',
      guard(onPartners('LIST', 'tenantId')),
      answers(v.array(TenantProductSchema)),
      validateQuery(TenantProductsQuerySchema),
      async (c) =>
        c.json(
          await partners.companyApps(c.req.param('tenantId'), readerOf(c), c.req.valid('query').associated_tenant_id),
          200,
        ),
    )
    .post(
      '/v2/identity/tenants/:tenantId/fetch-active-partner-access-apps',
      guard({ ...onPartners('LIST', 'tenantId'), readsOnly: true }),
      answers(ActivePartnerAppsSchema, { errors: JSON_BODY_ERRORS }),
      requireJson,
      associationBody,
      validateJson(ActivePartnerAppsQuerySchema),
      async (c) =>
        c.json(await partners.activePartnerApps(c.req.param('tenantId'), c.req.valid('json').partnerTenantIds), 200),
    );
}
