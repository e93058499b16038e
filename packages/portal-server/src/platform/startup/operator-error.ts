type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * What to print when a command fails: problems the operator can fix (errors of the `fixable` classes) as their
 * message alone, with its cause when it has one; anything else in full.
 */
export function describeOperatorError(error: unknown, fixable: readonly ErrorClass[]): string {
  if (fixable.some((errorClass) => error instanceof errorClass)) return (error as Error).message;
  if (error instanceof Error && error.cause instanceof Error) return `${error.message}: ${error.cause.message}`;
  return String(error instanceof Error ? (error.stack ?? error.message) : error);
}
