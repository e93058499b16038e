import * as v from 'valibot';

import { ATTACHMENT_CONTENT_TYPES, MAX_ATTACHMENT_BYTES } from './constants';

/** What the server checks of an uploaded attachment before storing it: its size and content type. */
export const AttachmentSchema = v.object({
  size: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_ATTACHMENT_BYTES, 'attachmentTooLarge')),
  type: v.picklist(ATTACHMENT_CONTENT_TYPES, 'attachmentTypeNotAllowed'),
});
export type Attachment = v.InferOutput<typeof AttachmentSchema>;
