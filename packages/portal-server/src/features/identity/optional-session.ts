import type { MiddlewareHandler } from 'hono';
import type { AuthService } from './auth-service';
import type { User } from './identity.schema';
import type { SessionCookie } from './session-cookie';

/** What routes behind optionalSession find on the context. */
export interface MaybeSignedInEnv {
  Variables: {
    /** The signed-in user; undefined for a visitor or an ended session. */
    user: User | undefined;
  };
}

/**
 * For public routes that answer signed-in users differently: puts the user of an active session on the
 * context (counting the request as activity), and lets every other request through as a visitor's.
 */
export function optionalSession(auth: AuthService, cookie: SessionCookie): MiddlewareHandler<MaybeSignedInEnv> {
  return async (c, next) => {
    const check = await auth.checkSession(cookie.read(c), { keepAlive: true });
    c.set('user', check.status === 'active' ? check.user : undefined);
    await next();
  };
}
