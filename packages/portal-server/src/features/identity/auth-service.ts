import { randomBytes } from 'node:crypto';
import type { LoginRequest } from '@partner-insights/contracts';
import { and, eq, lte, or } from 'drizzle-orm';
import type { LocalPasswords, SessionLifetime } from '../../config';
import type { AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { RequestClient } from '../../platform/http/client';
import { actorOf } from './actor';
import { sessions, users, type Session, type User } from './identity.schema';
import { hashPassword, verifyPassword } from './password';
import { hashSessionToken, isWellFormedSessionToken, newSessionToken } from './session-token';
import { createSignInThrottle } from './sign-in-throttle';

/**
 * Keeping a session alive writes to the database, so activity is recorded at most this often: once a minute is
 * precise enough for a timeout of half an hour, and a tenth of the timeout keeps a short one honest.
 */
const MAX_LAST_SEEN_PRECISION_MS = 60_000;
const LAST_SEEN_PRECISION_SHARE = 0.1;

export type SignInResult =
  | { readonly outcome: 'signedIn'; readonly token: string }
  /** Wrong password, unknown email, or an account that may not sign in: deliberately indistinguishable. */
  | { readonly outcome: 'refused' }
  | { readonly outcome: 'throttled'; readonly retryAfterSeconds: number };

export type SessionCheck =
  /** `idleExpiresAt`: when the session ends unless it is used again. */
  | { readonly status: 'active'; readonly user: User; readonly session: Session; readonly idleExpiresAt: Date }
  | { readonly status: 'missing' | 'invalid' | 'expired' | 'inactive' };

/** How a session was opened; a provider's sign-in keeps its ID token for the provider's logout. */
export type SignInMethod =
  { readonly method: 'password' } | { readonly method: 'singleSignOn'; readonly idToken: string };

export interface AuthService {
  signIn(credentials: LoginRequest, client: RequestClient): Promise<SignInResult>;
  /** Opens a session for a user the identity provider vouched for, and answers its token. */
  openSession(user: User, client: RequestClient, method: SignInMethod): Promise<string>;
  /**
   * Ends the session of the token, if there is one, as asked from `address`; answers the ID token it was opened
   * with through the identity provider, if it was.
   */
  signOut(token: string | undefined, address: string): Promise<{ readonly idToken: string | null } | undefined>;
  /**
   * The user of the session the token belongs to. Ended sessions are deleted as they are found. `keepAlive`
   * counts the request as activity; status polls must not, or a session would never go idle.
   */
  checkSession(token: string | undefined, options: { keepAlive: boolean }): Promise<SessionCheck>;
}

export interface AuthServiceOptions {
  readonly db: Db;
  readonly clock: Clock;
  readonly audit: AuditTrail;
  readonly sessionLifetime: SessionLifetime;
  /** Who may sign in with a password; `superAdmins` leaves it to them alone, as a way in when the provider fails. */
  readonly localPasswords: LocalPasswords;
}

export function createAuthService({
  db,
  clock,
  audit,
  sessionLifetime,
  localPasswords,
}: AuthServiceOptions): AuthService {
  const throttle = createSignInThrottle(db);
  const idleTimeoutMs = sessionLifetime.idleTimeoutSeconds * 1000;
  const maxAgeMs = sessionLifetime.maxAgeSeconds * 1000;
  const lastSeenPrecisionMs = Math.min(MAX_LAST_SEEN_PRECISION_MS, idleTimeoutMs * LAST_SEEN_PRECISION_SHARE);
  // Unknown emails are checked against this, so that they take as long as known ones.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'));

  /** Why a stored session no longer counts, if it does not. */
  function endOf(session: Session, user: User, now: Date): 'expired' | 'inactive' | 'invalid' | undefined {
    if (now >= session.expiresAt) return 'expired';
    if (now.getTime() - session.lastSeenAt.getTime() > idleTimeoutMs) return 'inactive';
    if (user.status !== 'ACTIVE') return 'invalid';
    return undefined;
  }

  async function passwordMatches(user: User | undefined, password: string): Promise<boolean> {
    const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
    const mayUsePassword = localPasswords === 'everyone' || user?.role === 'SUPER_ADMIN';
    return matches && mayUsePassword && user?.status === 'ACTIVE' && user.passwordHash !== null;
  }

  async function startSession(user: User, client: RequestClient, now: Date, signIn: SignInMethod): Promise<string> {
    const { token, tokenHash } = newSessionToken();
    await db.transaction(async (tx) => {
      // The user's ended sessions go now, rather than linger until presented.
      await tx
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, user.id),
            or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, new Date(now.getTime() - idleTimeoutMs))),
          ),
        );
      await tx.insert(sessions).values({
        tokenHash,
        userId: user.id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + maxAgeMs),
        ip: client.address,
        userAgent: client.userAgent ?? null,
        idToken: signIn.method === 'singleSignOn' ? signIn.idToken : null,
      });
      await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
      await audit.record(tx, actorOf(user, client.address), {
        event: 'SIGN_IN',
        entityId: user.loginId,
        details: { method: signIn.method },
      });
    });
    return token;
  }

  return {
    async signIn({ email, password }, client) {
      const now = clock();
      const admission = await throttle.admit(email, client.address, now);
      if (!admission.admitted) return { outcome: 'throttled', retryAfterSeconds: admission.retryAfterSeconds };

      const [user] = await db.select().from(users).where(eq(users.email, email));
      // Checked before looking at `user`, so that an unknown email costs the same hash as a known one.
      const accepted = await passwordMatches(user, password);
      if (!user || !accepted) return { outcome: 'refused' };

      await throttle.signedIn(user, client.address, now);
      return { outcome: 'signedIn', token: await startSession(user, client, now, { method: 'password' }) };
    },

    openSession: (user, client, method) => startSession(user, client, clock(), method),

    async signOut(token, address) {
      if (token === undefined || !isWellFormedSessionToken(token)) return undefined;
      return db.transaction(async (tx) => {
        const [ended] = await tx
          .delete(sessions)
          .where(eq(sessions.tokenHash, hashSessionToken(token)))
          .returning({ userId: sessions.userId, idToken: sessions.idToken });
        if (!ended) return undefined;
        const [user] = await tx.select().from(users).where(eq(users.id, ended.userId));
        if (user) {
          await audit.record(tx, actorOf(user, address), {
            event: 'SIGN_OUT',
            entityId: user.loginId,
            details: {},
          });
        }
        return { idToken: ended.idToken };
      });
    },

    async checkSession(token, { keepAlive }) {
      if (token === undefined || token === '') return { status: 'missing' };
      if (!isWellFormedSessionToken(token)) return { status: 'invalid' };

      const [found] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, hashSessionToken(token)));
      if (!found) return { status: 'invalid' };

      const { session, user } = found;
      const now = clock();
      const ended = endOf(session, user, now);
      if (ended) {
        await db.delete(sessions).where(eq(sessions.id, session.id));
        return { status: ended };
      }
      let lastSeenAt = session.lastSeenAt;
      if (keepAlive && now.getTime() - lastSeenAt.getTime() >= lastSeenPrecisionMs) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
        lastSeenAt = now;
      }
      return { status: 'active', user, session, idleExpiresAt: new Date(lastSeenAt.getTime() + idleTimeoutMs) };
    },
  };
}
