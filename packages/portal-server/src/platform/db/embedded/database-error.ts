import type { SerializedDatabaseError } from './protocol';

/** Keeps what callers need of an error thrown in the worker; class and prototype do not survive cloning. */
export function serializeDatabaseError(error: unknown): SerializedDatabaseError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Partial<Record<string, unknown>> = { ...error };
  const text = (name: keyof SerializedDatabaseError) => {
    const value = fields[name];
    return typeof value === 'string' ? value : undefined;
  };
  return {
    message: error.message,
    code: text('code'),
    severity: text('severity'),
    detail: text('detail'),
    hint: text('hint'),
    schema: text('schema'),
    table: text('table'),
    column: text('column'),
    constraint: text('constraint'),
  };
}

/** An error raised by the embedded database, carrying the same PostgreSQL fields as `pg`'s errors. */
export class EmbeddedDatabaseError extends Error {
  override readonly name = 'EmbeddedDatabaseError';
  readonly code: string | undefined;
  readonly severity: string | undefined;
  readonly detail: string | undefined;
  readonly hint: string | undefined;
  readonly schema: string | undefined;
  readonly table: string | undefined;
  readonly column: string | undefined;
  readonly constraint: string | undefined;

  constructor(serialized: SerializedDatabaseError) {
    super(serialized.message);
    this.code = serialized.code;
    this.severity = serialized.severity;
    this.detail = serialized.detail;
    this.hint = serialized.hint;
    this.schema = serialized.schema;
    this.table = serialized.table;
    this.column = serialized.column;
    this.constraint = serialized.constraint;
  }
}
