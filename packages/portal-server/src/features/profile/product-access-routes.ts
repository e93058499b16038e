import {
  AccessRequestCreatedSchema,
  AccessRequestCreateSchema,
  ProductAccessPageSchema,
  ProductAccessQuerySchema,
} from '@partner-insights/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorResponse } from '../../platform/http/error-envelope';
import { requestLocale, requestSite } from '../../platform/http/request-site';
import { requireJson } from '../../platform/http/require-json';
import { validateJson, validateQuery } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import { allowOnly, type SignedInEnv } from '../identity';
import type { ProductCatalogueService } from '../launch-list';
import type { AccessRequestService } from './access-request-service';
import { canRequestAccess } from './own-account';
import { answers, JSON_BODY_ERRORS } from '../../platform/openapi/answer-schemas';

/** Far above a full catalogue of codes and a 500-character note. */
const MAX_ACCESS_REQUEST_BODY_BYTES = 8 * 1024;

const UNKNOWN_PRODUCTS_MESSAGE = 'This site offers no product with these codes';
const ALREADY_GRANTED_MESSAGE = 'You already have access to these products';
const INTERNAL_ONLY_MESSAGE = 'Only internal users can request access, and only for themselves';

const internalOwnOnly = allowOnly(
  (c) => canRequestAccess(c.var.user, c.req.param('loginId') ?? ''),
  INTERNAL_ONLY_MESSAGE,
);

export interface ProductAccessRoutesOptions {
  readonly catalogue: ProductCatalogueService;
  readonly accessRequests: AccessRequestService;
  /** Enforces each route's policy; a signed-in one puts the user on the context. */
  readonly guard: Guard;
}

/** Request access: internal users list their access to the launch list's products and ask for more. */
export function productAccessRoutes({
  catalogue,
  accessRequests,
  guard,
}: ProductAccessRoutesOptions): Hono<SignedInEnv> {
  return new Hono<SignedInEnv>()
    .get(
      '/v1/identity/users/:loginId/access',
      guard({ access: 'signedIn' }),
      answers(ProductAccessPageSchema, { errors: { 403: INTERNAL_ONLY_MESSAGE } }),
      internalOwnOnly,
      validateQuery(ProductAccessQuerySchema),
      async (c) => {
        const reader = { user: c.var.user, site: requestSite(c), locale: requestLocale(c) };
        return c.json(await catalogue.accessPage(reader, c.req.valid('query')), 200);
      },
    )
    .post(
      '/v1/identity/users/:loginId/access-requests',
      guard({ access: 'signedIn' }),
      answers(AccessRequestCreatedSchema, {
        status: 201,
        errors: {
          ...JSON_BODY_ERRORS,
          400: [UNKNOWN_PRODUCTS_MESSAGE, ALREADY_GRANTED_MESSAGE],
          403: INTERNAL_ONLY_MESSAGE,
        },
      }),
      requireJson,
      internalOwnOnly,
      bodyLimit({ maxSize: MAX_ACCESS_REQUEST_BODY_BYTES }),
      validateJson(AccessRequestCreateSchema),
      async (c) => {
        const { user } = c.var;
        const body = c.req.valid('json');
        // The body names the requester again: it must be the signed-in user, for their own company.
        if (body.userId !== user.loginId || body.tenant_id !== user.companyId) {
          return errorResponse(c, 403, INTERNAL_ONLY_MESSAGE);
        }

        const result = await accessRequests.request({
          user,
          actor: c.var.actor,
          companyId: body.tenant_id,
          site: requestSite(c),
          productCodes: body.products,
          note: body.requestor_note,
        });
        switch (result.outcome) {
          case 'created':
            return c.json(result.created, 201);
          case 'unknownProducts':
            return errorResponse(c, 400, UNKNOWN_PRODUCTS_MESSAGE, { codes: result.codes });
          case 'alreadyGranted':
            return errorResponse(c, 400, ALREADY_GRANTED_MESSAGE, { codes: result.codes });
        }
      },
    );
}
