import {
  analyticsRole,
  appUserType,
  AuthStatusSchema,
  hasPermission,
  isWritePermission,
  LogoutAnswerSchema,
  SIGN_IN_THROTTLED_MESSAGE,
  subscriptionPlan,
  UserDetailsSchema,
  type AppUserType,
  type AuthStatus,
  type LoginRequest,
  type Permission,
  type SubscriptionPlan,
  type UserDetails,
} from '@partner-insights/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import * as v from 'valibot';
import type { ApiClient, ApiError } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import type { AnalyticsStore } from '../../../stores/AnalyticsStore';
import { systemClock, wait, type Clock } from '../../../stores/Clock';
import { idleWarningLeadMs } from './idleWarning';
import { redirectForUnauthorized, type SessionRedirect } from './sessionRouting';

/** `checking` until the server said whether a session exists; `userFailed`: signed in, but the user did not load. */
export type SessionStatus = 'checking' | 'signedOut' | 'signedIn' | 'userFailed';

/** The sign-in form's state: refused (wrong email or password), throttled (too many attempts), failed (anything else). */
export type SignInState = 'idle' | 'submitting' | 'refused' | 'throttled' | 'failed';

/** `warning`: the idle deadline is near; `timedOut`: it passed and the reader must sign in again. */
export type IdlePhase = 'active' | 'warning' | 'timedOut';

/** Spec portal-shell §9: sign-out waits this long after flushing tracking. */
export const LOGOUT_DELAY_MS = 1500;

const TOO_MANY_REQUESTS = 429;

export interface SessionStoreOptions {
  readonly clock?: Clock;
  readonly logoutDelayMs?: number;
  /** Leaves the app for another site (the identity provider's logout); the browser's location unless given. */
  readonly leaveFor?: (url: string) => void;
}

/**
 * The reader's session: whether one exists, the signed-in user and what the spec derives from them, sign-in and
 * sign-out, the idle deadline (warning, then timed out) and where a 401 of any call sends the reader.
 */
export class SessionStore {
  status: SessionStatus = 'checking';
  user: UserDetails | null = null;
  signInState: SignInState = 'idle';
  /** Whether signing in goes through the organisation's identity provider, as the server said while signed out. */
  singleSignOn = false;
  idlePhase: IdlePhase = 'active';
  /** Where the app should navigate next; the router consumes it (see SessionNavigation). */
  redirect: SessionRedirect | null = null;

  readonly #api: ApiClient;
  readonly #analytics: AnalyticsStore;
  readonly #clock: Clock;
  readonly #logoutDelayMs: number;
  readonly #leaveFor: (url: string) => void;
  #idleTimer: unknown;

  constructor(
    api: ApiClient,
    analytics: AnalyticsStore,
    {
      clock = systemClock,
      logoutDelayMs = LOGOUT_DELAY_MS,
      leaveFor = (url) => window.location.assign(url),
    }: SessionStoreOptions = {},
  ) {
    this.#leaveFor = leaveFor;
    this.#api = api;
    this.#analytics = analytics;
    this.#clock = clock;
    this.#logoutDelayMs = logoutDelayMs;
    makeAutoObservable(this, {}, { autoBind: true });
    api.onUnauthorized((error) => this.#onUnauthorized(error));
  }

  get isSignedIn(): boolean {
    return this.user !== null;
  }

  get userType(): AppUserType | null {
    return this.user && appUserType(this.user);
  }

  /** The role analytics events carry. */
  get analyticsRole(): string | null {
    return this.user && analyticsRole(this.user);
  }

  get subscriptionPlan(): SubscriptionPlan | null {
    return this.user && subscriptionPlan(this.user);
  }

  /** Whether the signed-in user holds `permission` (from the user context's permissions); a visitor holds none. */
  hasPermission(permission: Permission): boolean {
    return hasPermission(this.#permissions, permission);
  }

  /**
   * A signed-in user who may change nothing (spec portal-shell §6: a super admin spectator views only): they hold
   * no write permission. The app offers them no action that writes; a visitor is not view-only (anyone may contact
   * us).
   */
  get isViewOnly(): boolean {
    return this.user !== null && !this.#permissions.some(isWritePermission);
  }

  /** Who may request products for themselves (the spec: request access is for internal users); not spectators. */
  get mayRequestAccess(): boolean {
    return this.user?.user_type === 'INTERNAL' && !this.isViewOnly;
  }

  /** What the user context says the user may do (it is asked for with permissions=true); nothing for a visitor. */
  get #permissions(): readonly Permission[] {
    return this.user?.authz.permissions ?? [];
  }

  /** Asks the server whether a session exists and, if so, loads its user. */
  async restore(): Promise<void> {
    const status = await this.#authStatus();
    if (status?.authenticated) {
      this.#scheduleIdle(status);
      await this.#loadUser();
    } else {
      runInAction(() => {
        this.singleSignOn = status?.singleSignOn === true;
        this.#clear();
      });
    }
  }

  async signIn(credentials: LoginRequest): Promise<void> {
    this.signInState = 'submitting';
    const response = parseResult(
      AuthStatusSchema,
      await this.#api.post('/auth/login', credentials, { authorized: false }),
    );
    if (response.error) {
      runInAction(() => (this.signInState = signInFailure(response.error)));
      return;
    }
    runInAction(() => {
      this.signInState = 'idle';
      this.idlePhase = 'active';
    });
    await this.restore();
  }

  /** Records the sign-out click, delivers what tracking holds, waits the spec's delay, then ends the session. */
  async signOut(): Promise<void> {
    this.#analytics.trackEvent('click', 'sign_out');
    await this.#analytics.flush();
    await wait(this.#clock, this.#logoutDelayMs);
    const ended = await this.#api.post('/logout', {}, { authorized: false });
    runInAction(() => this.#clear());
    // A session the identity provider opened ends there too, which then sends the browser back to sign in.
    const providerLogout = v.safeParse(LogoutAnswerSchema, ended.result);
    if (providerLogout.success) this.#leaveFor(providerLogout.output.endSessionUrl);
  }

  /** The user details, as the profile's save answers them; an answer without permissions keeps those known. */
  setUser(details: UserDetails): void {
    const permissions = details.authz.permissions ?? this.user?.authz.permissions;
    this.user = permissions ? { ...details, authz: { ...details.authz, permissions } } : details;
  }

  /** "Stay signed in": renews the idle deadline. */
  async keepAlive(): Promise<void> {
    const response = parseResult(AuthStatusSchema, await this.#api.post('/auth/keep-alive', {}));
    if (response.error) return;
    runInAction(() => (this.idlePhase = 'active'));
    this.#scheduleIdle(response.result);
  }

  /** The reader acknowledged the timed-out notice: the session is over. */
  acknowledgeTimeout(): void {
    this.#clear();
  }

  consumeRedirect(): SessionRedirect | null {
    const { redirect } = this;
    this.redirect = null;
    return redirect;
  }

  async #authStatus(): Promise<AuthStatus | null> {
    const response = parseResult(AuthStatusSchema, await this.#api.get('/auth-status', { authorized: false }));
    return response.error ? null : response.result;
  }

  async #loadUser(): Promise<void> {
    const response = parseResult(
      UserDetailsSchema,
      await this.#api.get('/v1/identity/user-context', { query: { permissions: true } }),
    );
    runInAction(() => {
      if (response.error) {
        this.user = null;
        this.status = 'userFailed';
      } else {
        this.user = response.result;
        this.status = 'signedIn';
      }
    });
  }

  /** Warns before the idle deadline; at each step asks the server again, as other calls may have renewed it. */
  #scheduleIdle({ idleExpiresAt, idleTimeoutSeconds }: AuthStatus): void {
    this.#clock.clearTimeout(this.#idleTimer);
    if (!idleExpiresAt || !idleTimeoutSeconds) return;
    const deadline = Date.parse(idleExpiresAt);
    const warnAt = deadline - idleWarningLeadMs(idleTimeoutSeconds);
    const now = this.#clock.now();
    if (now < warnAt) {
      this.#idleTimer = this.#clock.setTimeout(() => void this.#checkIdle(deadline, 'warning'), warnAt - now);
      return;
    }
    if (now < deadline) runInAction(() => (this.idlePhase = 'warning'));
    this.#idleTimer = this.#clock.setTimeout(
      () => void this.#checkIdle(deadline, 'timedOut'),
      Math.max(0, deadline - now),
    );
  }

  async #checkIdle(deadline: number, phaseDue: IdlePhase): Promise<void> {
    const status = await this.#authStatus();
    const renewedDeadline = status?.authenticated && status.idleExpiresAt ? Date.parse(status.idleExpiresAt) : null;
    if (status?.authenticated && renewedDeadline !== null && renewedDeadline > deadline) {
      runInAction(() => (this.idlePhase = 'active'));
      this.#scheduleIdle(status);
    } else if (phaseDue === 'warning' && status?.authenticated) {
      this.#scheduleIdle(status);
    } else {
      runInAction(() => (this.idlePhase = 'timedOut'));
    }
  }

  #onUnauthorized(error: ApiError): void {
    const redirect = redirectForUnauthorized(error.message);
    runInAction(() => {
      // Inactivity shows the timed-out notice first, which ends the session once read; any other 401 ends it now,
      // so the sign-in page asks for a sign-in instead of sending a user it still knows back to where they were.
      if (redirect.to === 'logout') this.idlePhase = 'timedOut';
      else this.#clear();
      this.redirect = redirect;
    });
  }

  #clear(): void {
    this.#clock.clearTimeout(this.#idleTimer);
    this.user = null;
    this.status = 'signedOut';
    this.idlePhase = 'active';
  }
}

function signInFailure(error: ApiError): SignInState {
  if (error.status === TOO_MANY_REQUESTS || error.message === SIGN_IN_THROTTLED_MESSAGE) return 'throttled';
  return error.status === 401 ? 'refused' : 'failed';
}
