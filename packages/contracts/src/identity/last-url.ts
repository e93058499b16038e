import * as v from 'valibot';

/** Where the login route sends a user who came without a lastUrl (or with one that is not safe). */
export const DEFAULT_LAST_URL = '/apps';

/** Any origin will do: it only tells whether a parsed URL left it. */
const PROBE_ORIGIN = 'http://portal.invalid';

/**
 * The path, query and hash of `lastUrl` when it stays on this origin, else the default. Refuses absolute and
 * protocol-relative URLs (`//evil`), backslashes (browsers read `/\evil` as `//evil`) and control characters
 * or spaces (browsers drop tabs and newlines, turning `/\t/evil` into `//evil`).
 */
export function safeLastUrl(lastUrl: string | null | undefined): string {
  if (!lastUrl || !lastUrl.startsWith('/') || /[\\\s\p{Cc}]/u.test(lastUrl)) return DEFAULT_LAST_URL;
  let parsed: URL;
  try {
    parsed = new URL(lastUrl, PROBE_ORIGIN);
  } catch {
    return DEFAULT_LAST_URL;
  }
  if (parsed.origin !== PROBE_ORIGIN) return DEFAULT_LAST_URL;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** Query of GET login, which sends the browser on to the login page. */
export const LoginRedirectQuerySchema = v.object({ lastUrl: v.optional(v.string()) });
