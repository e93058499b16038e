import {
  INCIDENT_PARTS,
  IncidentCommentCreateSchema,
  IncidentCommentSchema,
  IncidentCreatedSchema,
  IncidentCreateQuerySchema,
  incidentDetailSchema,
  IncidentDetailViewSchema,
  IncidentListQuerySchema,
  IncidentPageSchema,
  ATTACHMENT_CONTENT_TYPES,
  type SupportFormReading,
} from '@partner-insights/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { errorResponse } from '../../platform/http/error-envelope';
import { requestLocale, requestSite } from '../../platform/http/request-site';
import { requireJson } from '../../platform/http/require-json';
import { requireMediaType } from '../../platform/http/require-media-type';
import { validateJson, validateQuery } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import type { SignedInEnv } from '../identity';
import { attachmentDownload } from './attachments/attachment-download';
import {
  ATTACHMENT_TOO_LARGE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  multipartBodyLimit,
  readMultipartForm,
} from './attachments/multipart-parts';
import type { IncidentService } from './incident-service';
import type { SupportConfigurationService } from './support-configuration-service';
import { answers, answersMedia, JSON_BODY_ERRORS, MULTIPART_ERRORS } from '../../platform/openapi/answer-schemas';

/** Far above a 4000-character comment, even in multi-byte characters. */
const MAX_COMMENT_BODY_BYTES = 32 * 1024;

/** Said alike of another user's ticket and of one that does not exist, so ticket ids reveal nothing. */
export const NO_SUCH_TICKET_MESSAGE = 'There is no such ticket among yours.';
/** Said alike of a ticket without an attachment and of another user's, for the same reason. */
export const NO_SUCH_ATTACHMENT_MESSAGE = 'There is no such attachment among your tickets.';
export const NOT_OFFERED_MESSAGE = 'This site offers no such support type, issue, issue type or sub-issue type.';

export interface IncidentRoutesOptions {
  readonly incidents: IncidentService;
  readonly supportConfiguration: SupportConfigurationService;
  readonly supportFormReading: SupportFormReading;
  /** Enforces each route's policy; a signed-in one puts the user on the context. */
  readonly guard: Guard;
}

const isTicketId = (value: string | undefined): value is string => v.is(v.pipe(v.string(), v.uuid()), value);

/** Support tickets: raising one with an optional attachment, and reading and commenting on one's own. */
export function incidentRoutes({
  incidents,
  supportConfiguration,
  supportFormReading,
  guard,
}: IncidentRoutesOptions): Hono<SignedInEnv> {
  const signedIn = guard({ access: 'signedIn' });
  return new Hono<SignedInEnv>()
    .get(
      '/osc/user/incidents',
      signedIn,
      answers(IncidentPageSchema),
      validateQuery(IncidentListQuerySchema),
      async (c) => c.json(await incidents.listOwn(c.var.user, c.req.valid('query')), 200),
    )
    .get(
      '/osc/user/incidents/:incidentId',
      signedIn,
      answers(IncidentDetailViewSchema, { errors: { 404: NO_SUCH_TICKET_MESSAGE } }),
      async (c) => {
        const incidentId = c.req.param('incidentId');
        const found = isTicketId(incidentId)
          ? await incidents.ownDetail(c.var.user, incidentId, requestLocale(c))
          : undefined;
        return found ? c.json(found, 200) : errorResponse(c, 404, NO_SUCH_TICKET_MESSAGE);
      },
    )
    .get(
      '/osc/user/incidents/:incidentId/attachment',
      signedIn,
      answersMedia(ATTACHMENT_CONTENT_TYPES, 'The ticket’s attached file, with its own content type.', {
        errors: { 404: NO_SUCH_ATTACHMENT_MESSAGE },
      }),
      async (c) => {
        const incidentId = c.req.param('incidentId');
        const file = isTicketId(incidentId) ? await incidents.ownAttachment(c.var.user, incidentId) : undefined;
        return file ? attachmentDownload(c, file) : errorResponse(c, 404, NO_SUCH_ATTACHMENT_MESSAGE);
      },
    )
    .post(
      '/osc/user/incident/:incidentId/addThread',
      signedIn,
      answers(IncidentCommentSchema, { status: 201, errors: { ...JSON_BODY_ERRORS, 404: NO_SUCH_TICKET_MESSAGE } }),
      requireJson,
      bodyLimit({ maxSize: MAX_COMMENT_BODY_BYTES }),
      validateJson(IncidentCommentCreateSchema),
      async (c) => {
        const incidentId = c.req.param('incidentId');
        const { text } = c.req.valid('json');
        const comment = isTicketId(incidentId)
          ? await incidents.addOwnComment(c.var.user, c.var.actor, incidentId, text)
          : undefined;
        return comment ? c.json(comment, 201) : errorResponse(c, 404, NO_SUCH_TICKET_MESSAGE);
      },
    )
    .post(
      '/incidents',
      signedIn,
      answers(IncidentCreatedSchema, {
        status: 201,
        errors: {
          ...MULTIPART_ERRORS,
          400: [ATTACHMENT_TYPE_MESSAGE, NOT_OFFERED_MESSAGE],
          413: ATTACHMENT_TOO_LARGE_MESSAGE,
        },
      }),
      requireMediaType('multipart/form-data'),
      validateQuery(IncidentCreateQuerySchema),
      multipartBodyLimit(INCIDENT_PARTS),
      async (c) => {
        const form = await readMultipartForm(c, INCIDENT_PARTS, incidentDetailSchema({ reading: supportFormReading }));
        if (!form.ok) return form.response;
        const { market } = requestSite(c);
        if (!(await supportConfiguration.offers(market, form.detail))) {
          return errorResponse(c, 400, NOT_OFFERED_MESSAGE);
        }

        const created = await incidents.create({
          user: c.var.user,
          actor: c.var.actor,
          market,
          oscType: c.req.valid('query').oscType,
          detail: form.detail,
          attachment: form.attachment,
        });
        return c.json(created, 201);
      },
    );
}
