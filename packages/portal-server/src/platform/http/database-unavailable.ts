/** Codes of a database that cannot be reached: the socket's, and PostgreSQL's connection and shutdown classes. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03']);
const CONNECTION_EXCEPTION_CLASS = '08';

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

/**
 * Whether `error` (or what it wraps, as the query builder wraps the driver's errors) says the database is down or
 * restarting rather than that the request was wrong: the portal answers 503 at once and recovers when it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = codeOf(cause);
    if (code && (UNAVAILABLE_CODES.has(code) || code.startsWith(CONNECTION_EXCEPTION_CLASS))) return true;
    if (cause instanceof Error && /Connection terminated/i.test(cause.message)) return true;
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return false;
}
