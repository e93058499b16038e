import {
  ATTACHMENT_CONTENT_TYPES,
  AttachmentSchema,
  INCIDENT_PARTS,
  IncidentCommentCreateSchema,
  IncidentCreateQuerySchema,
  IncidentListQuerySchema,
  incidentDetailSchema,
  MAX_ATTACHMENT_BYTES,
  type IncidentDetail,
  type SupportFormReading,
} from '@partner-insights/contracts';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { errorResponse } from '../http/error-envelope';
import { requestSite } from '../http/request-site';
import { requireJson } from '../http/require-json';
import { requireMediaType } from '../http/require-media-type';
import type { SignedInEnv } from '../http/require-session';
import { invalidRequest, problemsOf, validateJson, validateQuery, type RequestProblem } from '../http/validate-request';
import type { CheckedAttachment, IncidentService } from '../services/incident-service';
import type { SupportConfigurationService } from '../services/support-configuration-service';
import { contentMatchesType } from '../support/sniff-content-type';

/** The whole multipart body: the largest attachment plus room for the detail part and the boundaries. */
const MAX_INCIDENT_BODY_BYTES = MAX_ATTACHMENT_BYTES + 64 * 1024;

/** Far above a 4000-character comment, even in multi-byte characters. */
const MAX_COMMENT_BODY_BYTES = 32 * 1024;
/** Longest file name kept; what most file systems allow. */
const MAX_FILE_NAME_LENGTH = 255;

export const ATTACHMENT_TOO_LARGE_MESSAGE = 'The attachment is too large: attach a file of 10 MB or less.';
export const ATTACHMENT_TYPE_MESSAGE = `The attachment must be one of these types: ${ATTACHMENT_CONTENT_TYPES.join(', ')}.`;
/** Said alike of another user's ticket and of one that does not exist, so ticket ids reveal nothing. */
export const NO_SUCH_TICKET_MESSAGE = 'There is no such ticket among yours.';
export const NOT_OFFERED_MESSAGE = 'This site offers no such support type, issue, issue type or sub-issue type.';

const attachmentTooLarge = (c: Context) =>
  errorResponse(c, 413, ATTACHMENT_TOO_LARGE_MESSAGE, [{ path: INCIDENT_PARTS.file, message: 'attachmentTooLarge' }]);

type AttachmentCheck = { ok: true; attachment: CheckedAttachment | undefined } | { ok: false; response: Response };

/** Checks the file part itself, whatever the browser claimed: its size, its type and that its bytes agree. */
async function checkAttachment(c: Context, part: unknown): Promise<AttachmentCheck> {
  if (part === undefined) return { ok: true, attachment: undefined };
  if (!(part instanceof File)) {
    return { ok: false, response: invalidRequest(c, [{ path: INCIDENT_PARTS.file, message: 'notAFile' }]) };
  }
  if (part.size > MAX_ATTACHMENT_BYTES) return { ok: false, response: attachmentTooLarge(c) };
  const checked = v.safeParse(AttachmentSchema, { size: part.size, type: part.type });
  const content = Buffer.from(await part.arrayBuffer());
  if (!checked.success || !contentMatchesType(content, checked.output.type)) {
    const details = [{ path: INCIDENT_PARTS.file, message: 'attachmentTypeNotAllowed' }];
    return { ok: false, response: errorResponse(c, 400, ATTACHMENT_TYPE_MESSAGE, details) };
  }
  // Some browsers send a path; only the name is worth keeping.
  const fileName = part.name.split(/[\\/]/).at(-1)?.slice(0, MAX_FILE_NAME_LENGTH) || 'attachment';
  return { ok: true, attachment: { fileName, contentType: checked.output.type, content } };
}

type DetailCheck = { ok: true; detail: IncidentDetail } | { ok: false; problems: RequestProblem[] };

/** The incidentDetail part: JSON text, validated by the configured reading's schema. */
function checkDetail(part: unknown, reading: SupportFormReading): DetailCheck {
  let json: unknown;
  try {
    json = typeof part === 'string' ? JSON.parse(part) : undefined;
  } catch {
    json = undefined;
  }
  if (json === undefined) {
    return { ok: false, problems: [{ path: INCIDENT_PARTS.detail, message: 'missingOrNotJson' }] };
  }
  const parsed = v.safeParse(incidentDetailSchema({ reading }), json);
  return parsed.success ? { ok: true, detail: parsed.output } : { ok: false, problems: problemsOf(parsed.issues) };
}

export interface IncidentRoutesOptions {
  readonly incidents: IncidentService;
  readonly supportConfiguration: SupportConfigurationService;
  readonly supportFormReading: SupportFormReading;
  /** requireSession, which puts the user on the context. */
  readonly signedIn: MiddlewareHandler<SignedInEnv>;
}

const isTicketId = (value: string | undefined): value is string => v.is(v.pipe(v.string(), v.uuid()), value);

/** Support tickets: raising one with an optional attachment, and reading and commenting on one's own. */
export function incidentRoutes({
  incidents,
  supportConfiguration,
  supportFormReading,
  signedIn,
}: IncidentRoutesOptions): Hono<SignedInEnv> {
  return new Hono<SignedInEnv>()
    .get('/osc/user/incidents', signedIn, validateQuery(IncidentListQuerySchema), async (c) =>
      c.json(await incidents.listOwn(c.var.user, c.req.valid('query')), 200),
    )
    .get('/osc/user/incidents/:incidentId', signedIn, async (c) => {
      const incidentId = c.req.param('incidentId');
      const found = isTicketId(incidentId) ? await incidents.ownDetail(c.var.user, incidentId) : undefined;
      return found ? c.json(found, 200) : errorResponse(c, 404, NO_SUCH_TICKET_MESSAGE);
    })
    .post(
      '/osc/user/incident/:incidentId/addThread',
      requireJson,
      signedIn,
      bodyLimit({ maxSize: MAX_COMMENT_BODY_BYTES }),
      validateJson(IncidentCommentCreateSchema),
      async (c) => {
        const incidentId = c.req.param('incidentId');
        const { text } = c.req.valid('json');
        const comment = isTicketId(incidentId)
          ? await incidents.addOwnComment(c.var.user, incidentId, text)
          : undefined;
        return comment ? c.json(comment, 201) : errorResponse(c, 404, NO_SUCH_TICKET_MESSAGE);
      },
    )
    .post(
      '/incidents',
      // Multipart can be posted cross-site without a preflight; the SameSite=Lax session cookie is what keeps
      // a forged post from being signed in.
      requireMediaType('multipart/form-data'),
      signedIn,
      validateQuery(IncidentCreateQuerySchema),
      bodyLimit({ maxSize: MAX_INCIDENT_BODY_BYTES, onError: attachmentTooLarge }),
      async (c) => {
        let parts: Record<string, unknown>;
        try {
          parts = await c.req.parseBody();
        } catch {
          return invalidRequest(c, [{ path: 'body', message: 'malformedMultipart' }]);
        }
        const checked = checkDetail(parts[INCIDENT_PARTS.detail], supportFormReading);
        if (!checked.ok) return invalidRequest(c, checked.problems);
        const { market } = requestSite(c);
        if (!(await supportConfiguration.offers(market, checked.detail))) {
          return errorResponse(c, 400, NOT_OFFERED_MESSAGE);
        }
        const file = await checkAttachment(c, parts[INCIDENT_PARTS.file]);
        if (!file.ok) return file.response;

        const created = await incidents.create({
          user: c.var.user,
          market,
          oscType: c.req.valid('query').oscType,
          detail: checked.detail,
          attachment: file.attachment,
        });
        return c.json(created, 201);
      },
    );
}
