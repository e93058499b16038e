import { sql } from 'drizzle-orm';
import { check, customType, integer, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ATTACHMENT_CONTENT_TYPES } from '@partner-insights/contracts';
import { isOneOf } from '../../../platform/db/check-constraints';

/** Binary content, stored in the row itself; read as a Buffer from either driver (PGlite gives a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The file of an attachment, kept in the database rather than the data folder, so that it is stored in the same
 * transaction as what it is attached to and every server instance on one PostgreSQL reads it.
 */
export const attachmentFileColumns = () => ({
  fileName: text('file_name').notNull(),
  contentType: text('content_type', { enum: ATTACHMENT_CONTENT_TYPES }).notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
});

/** An attachment's type is one of the allowed ones, and its size is that of its content. */
export const attachmentFileChecks = (
  tableName: string,
  table: { contentType: AnyPgColumn; size: AnyPgColumn; content: AnyPgColumn },
) => [
  check(`${tableName}_content_type_check`, isOneOf(table.contentType, ATTACHMENT_CONTENT_TYPES)),
  check(`${tableName}_size_check`, sql`${table.size} = octet_length(${table.content})`),
];
