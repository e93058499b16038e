/** How long before the idle deadline the warning appears: a minute, or half the timeout when that is shorter. */
export function idleWarningLeadMs(idleTimeoutSeconds: number): number {
  return Math.min(60_000, (idleTimeoutSeconds * 1000) / 2);
}
