import { LoginRedirectQuerySchema, safeLastUrl, SIGN_IN_FAILED_QUERY } from '@partner-insights/contracts';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { requestClient } from '../../../platform/http/client';
import { errorResponse } from '../../../platform/http/error-envelope';
import { validateQuery } from '../../../platform/http/validate-request';
import type { Guard } from '../../../platform/policy/guard';
import { UNKNOWN_PORTAL_HOST_MESSAGE } from '../password-reset-routes';
import { portalOrigin } from '../portal-origin';
import type { SessionCookie } from '../session-cookie';
import {
  CALLBACK_PATH,
  SIGN_IN_REQUEST_LIFETIME_MS,
  SIGNED_OUT_PATH,
  type SingleSignOnService,
} from './single-sign-on-service';
import { redirects } from '../../../platform/openapi/answer-schemas';

/**
 * The state cookie goes to the callback only. SameSite=Lax: the provider sends the browser back with a top-level
 * GET from its own site, which Lax lets the cookie ride along with, while cross-site requests of any other kind
 * never carry it. Over https the `__Secure-` prefix makes browsers take it only when Secure.
 */
const stateCookieName = (secure: boolean) => (secure ? '__Secure-pi_sso_state' : 'pi_sso_state');

const SIGN_IN_FAILED_PAGE = `${SIGNED_OUT_PATH}?${SIGN_IN_FAILED_QUERY}=1`;

export interface SingleSignOnRoutesOptions {
  /** Undefined without a provider: `GET /api/login` then opens the portal's own sign-in page. */
  readonly singleSignOn: SingleSignOnService | undefined;
  readonly cookie: SessionCookie;
  readonly maxSessionAgeSeconds: number;
  readonly trustProxy: boolean;
  readonly portalHosts: readonly string[];
  readonly guard: Guard;
}

export function singleSignOnRoutes({
  singleSignOn,
  cookie,
  maxSessionAgeSeconds,
  trustProxy,
  portalHosts,
  guard,
}: SingleSignOnRoutesOptions): Hono {
  const stateCookie = (c: Context) => {
    const secure = requestClient(c, trustProxy).secure;
    return {
      name: stateCookieName(secure),
      options: { httpOnly: true, sameSite: 'Lax', path: CALLBACK_PATH, secure },
    } as const;
  };

  return (
    new Hono()
      // The spec's `GET login?lastUrl`: to the identity provider when there is one, else to the sign-in page.
      .get(
        '/login',
        guard({ access: 'public' }),
        redirects('To the identity provider; without one, to the portal’s own sign-in page.', {
          errors: { 400: UNKNOWN_PORTAL_HOST_MESSAGE },
        }),
        validateQuery(LoginRedirectQuerySchema),
        async (c) => {
          const lastUrl = safeLastUrl(c.req.valid('query').lastUrl);
          if (!singleSignOn)
            return c.redirect(`${SIGNED_OUT_PATH}?${new URLSearchParams({ lastUrl }).toString()}`, 302);
          // The provider returns to the origin the browser is on, which must be one the portal answers on.
          const origin = portalOrigin(c, trustProxy, portalHosts);
          if (!origin) return errorResponse(c, 400, UNKNOWN_PORTAL_HOST_MESSAGE);
          try {
            const { authorizationUrl, state } = await singleSignOn.begin(lastUrl, origin);
            const { name, options } = stateCookie(c);
            setCookie(c, name, state, { ...options, maxAge: SIGN_IN_REQUEST_LIFETIME_MS / 1000 });
            return c.redirect(authorizationUrl, 302);
          } catch (error) {
            console.error('The identity provider could not be reached:', error);
            return c.redirect(SIGN_IN_FAILED_PAGE, 302);
          }
        },
      )
      // Public by nature: the provider sends the browser here; the state cookie ties the answer to this browser.
      .get(
        '/login/callback',
        guard({ access: 'public' }),
        redirects('Signed in, back to `lastUrl`; refused, to the sign-in failure page.', {
          errors: { 400: UNKNOWN_PORTAL_HOST_MESSAGE, 404: 'Not Found' },
        }),
        async (c) => {
          if (!singleSignOn) return errorResponse(c, 404, 'Not Found');
          const origin = portalOrigin(c, trustProxy, portalHosts);
          if (!origin) return errorResponse(c, 400, UNKNOWN_PORTAL_HOST_MESSAGE);
          const { name, options } = stateCookie(c);
          const browserState = getCookie(c, name);
          deleteCookie(c, name, options);
          const callback = new URL(`${origin}${CALLBACK_PATH}${new URL(c.req.url).search}`);
          const client = requestClient(c, trustProxy);
          const result = await singleSignOn.complete(callback, browserState, client);
          if (result.outcome === 'refused') return c.redirect(SIGN_IN_FAILED_PAGE, 302);
          cookie.set(c, result.token, maxSessionAgeSeconds);
          return c.redirect(safeLastUrl(result.lastUrl), 302);
        },
      )
  );
}
