import {
  ATTACHMENT_CONTENT_TYPES,
  AttachmentSchema,
  MAX_ATTACHMENT_BYTES,
  type AttachmentContentType,
} from '@partner-insights/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { errorResponse } from '../../../platform/http/error-envelope';
import { containsNulCharacter, NUL_CHARACTER_PROBLEM } from '../../../platform/http/nul-characters';
import { invalidRequest, problemsOf } from '../../../platform/http/validate-request';
import type { CheckedAttachment } from './checked-attachment';
import { isSafeOfficeDocument } from '../../bulk-users/spreadsheet-guard';
import { contentMatchesType } from './sniff-content-type';

const OFFICE_DOCUMENT_TYPES: readonly AttachmentContentType[] = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

/** The whole multipart body: the largest attachment plus room for the detail part and the boundaries. */
const MAX_MULTIPART_BODY_BYTES = MAX_ATTACHMENT_BYTES + 64 * 1024;
/** Longest file name kept; what most file systems allow. */
const MAX_FILE_NAME_LENGTH = 255;

export const ATTACHMENT_TOO_LARGE_MESSAGE = 'The attachment is too large: attach a file of 10 MB or less.';
export const ATTACHMENT_TYPE_MESSAGE = `The attachment must be one of these types: ${ATTACHMENT_CONTENT_TYPES.join(', ')}.`;

/** The names of a form's two parts: its fields as JSON text, and the optional attachment. */
export interface FormParts {
  readonly detail: string;
  readonly file: string;
}

const attachmentTooLarge = (c: Context, parts: FormParts) =>
  errorResponse(c, 413, ATTACHMENT_TOO_LARGE_MESSAGE, [{ path: parts.file, message: 'attachmentTooLarge' }]);

/** Stops reading a body far over the largest attachment, with the attachment's size error. */
export const multipartBodyLimit = (parts: FormParts): MiddlewareHandler =>
  bodyLimit({ maxSize: MAX_MULTIPART_BODY_BYTES, onError: (c) => attachmentTooLarge(c, parts) });

/** Office documents are zip archives: a bomb or macros in one harm whoever opens it after the upload. */
const safeArchive = (content: Buffer, type: AttachmentContentType) =>
  !OFFICE_DOCUMENT_TYPES.includes(type) || isSafeOfficeDocument(content);

type Checked<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The detail part: JSON text, validated by the form's schema. */
function checkDetail<TSchema extends v.GenericSchema>(
  c: Context,
  parts: FormParts,
  part: unknown,
  schema: TSchema,
): Checked<v.InferOutput<TSchema>> {
  let json: unknown;
  try {
    json = typeof part === 'string' ? JSON.parse(part) : undefined;
  } catch {
    json = undefined;
  }
  if (json === undefined) {
    return { ok: false, response: invalidRequest(c, [{ path: parts.detail, message: 'missingOrNotJson' }]) };
  }
  if (containsNulCharacter(json)) {
    return { ok: false, response: invalidRequest(c, [{ path: parts.detail, message: NUL_CHARACTER_PROBLEM }]) };
  }
  const parsed = v.safeParse(schema, json);
  return parsed.success
    ? { ok: true, value: parsed.output }
    : { ok: false, response: invalidRequest(c, problemsOf(parsed.issues)) };
}

/** Checks the file part itself, whatever the browser claimed: its size, its type and that its bytes agree. */
async function checkAttachment(
  c: Context,
  parts: FormParts,
  part: unknown,
): Promise<Checked<CheckedAttachment | undefined>> {
  if (part === undefined) return { ok: true, value: undefined };
  if (!(part instanceof File)) {
    return { ok: false, response: invalidRequest(c, [{ path: parts.file, message: 'notAFile' }]) };
  }
  if (part.size > MAX_ATTACHMENT_BYTES) return { ok: false, response: attachmentTooLarge(c, parts) };
  const checked = v.safeParse(AttachmentSchema, { size: part.size, type: part.type });
  const content = Buffer.from(await part.arrayBuffer());
  if (
    !checked.success ||
    !contentMatchesType(content, checked.output.type) ||
    !safeArchive(content, checked.output.type)
  ) {
    const details = [{ path: parts.file, message: 'attachmentTypeNotAllowed' }];
    return { ok: false, response: errorResponse(c, 400, ATTACHMENT_TYPE_MESSAGE, details) };
  }
  // Some browsers send a path; only the name is worth keeping.
  const fileName = part.name.split(/[\\/]/).at(-1)?.slice(0, MAX_FILE_NAME_LENGTH) || 'attachment';
  return { ok: true, value: { fileName, contentType: checked.output.type, content } };
}

export type MultipartForm<TDetail> =
  { ok: true; detail: TDetail; attachment: CheckedAttachment | undefined } | { ok: false; response: Response };

/**
 * Reads a form posted as multipart: its fields from the detail part, validated by `schema`, and its optional
 * attachment; anything wrong is answered 400 (413 for a file over the limit), so nothing else runs.
 */
export async function readMultipartForm<TSchema extends v.GenericSchema>(
  c: Context,
  parts: FormParts,
  schema: TSchema,
): Promise<MultipartForm<v.InferOutput<TSchema>>> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    return { ok: false, response: invalidRequest(c, [{ path: 'body', message: 'malformedMultipart' }]) };
  }
  const detail = checkDetail(c, parts, body[parts.detail], schema);
  if (!detail.ok) return detail;
  const attachment = await checkAttachment(c, parts, body[parts.file]);
  if (!attachment.ok) return attachment;
  return { ok: true, detail: detail.value, attachment: attachment.value };
}
