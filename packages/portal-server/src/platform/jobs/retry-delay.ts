const FIRST_RETRY_MS = 10_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;

/**
 * How long to wait before retrying a job whose attempt number `attempt` failed: 10 s, doubling with each attempt
 * up to an hour, less a random part of up to half, so that jobs that failed together do not retry together.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const longest = Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), LONGEST_RETRY_MS);
  return Math.round(longest * (1 - random() / 2));
}
