import { SESSION_ERROR_MESSAGES, errorEnvelope, type UserDetails } from '@partner-insights/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../api/ApiClient';
import type { Fixtures } from '../../../testing/fixtureTransport';
import { createFixtureTransport } from '../../../testing/fixtureTransport';
import { createManualClock, settle } from '../../../testing/manualClock';
import { users } from '../../../testing/userFixtures';
import { AnalyticsStore } from '../../../stores/AnalyticsStore';
import { SessionStore } from './SessionStore';

const START = Date.parse('2026-03-02T09:00:00.000Z');
const IDLE_TIMEOUT_SECONDS = 600;

/** Auth status of a session last used `usedAt`, as the server answers it. */
const activeSince = (usedAt: number) => ({
  authenticated: true,
  idleTimeoutSeconds: IDLE_TIMEOUT_SECONDS,
  idleExpiresAt: new Date(usedAt + IDLE_TIMEOUT_SECONDS * 1000).toISOString(),
});

function setUp(fixtures: Fixtures = {}, user: UserDetails = users.regularUser) {
  const { clock, advance } = createManualClock(START);
  const transport = createFixtureTransport({
    'GET /api/auth-status': { body: activeSince(START) },
    'GET /api/v1/identity/user-context': { body: user },
    'POST /api/analytics/events': { status: 204 },
    'POST /api/logout': { status: 204 },
    ...fixtures,
  });
  const api = new ApiClient({ fetch: transport.fetch });
  const analytics = new AnalyticsStore(api);
  const session = new SessionStore(api, analytics, { clock });
  const calls = () => transport.requests.map((request) => `${request.method} ${request.url}`);
  return { session, api, transport, advance, calls, analytics };
}

describe('SessionStore', () => {
  it('restores a session and derives the user’s role and plan', async () => {
    const { session, calls } = setUp({}, users.supplierAdmin);

    await session.restore();

    expect(session.status).toBe('signedIn');
    expect(session.user?.login_id).toBe('admin@acme-foods.test');
    expect(session.userType).toBe('CHARTER');
    expect(session.analyticsRole).toBe('Admin');
    expect(session.subscriptionPlan).toBe('Charter');
    expect(calls()).toEqual(['GET /api/auth-status', 'GET /api/v1/identity/user-context?permissions=true']);
  });

  it('knows a visitor is signed out without asking for a user', async () => {
    const { session, calls } = setUp({ 'GET /api/auth-status': { body: { authenticated: false } } });

    await session.restore();

    expect(session.status).toBe('signedOut');
    expect(session.user).toBeNull();
    expect(calls()).toEqual(['GET /api/auth-status']);
  });

  it.each([
    ['spectator', users.spectator, true],
    ['super admin', users.superAdmin, false],
    ['supplier admin', users.supplierAdmin, false],
    ['regular user', users.regularUser, false],
    ['basic user', users.basicUser, false],
    ['merchant', users.merchant, false],
  ] as const)('knows from their permissions whether a %s views only', async (_role, user, isViewOnly) => {
    const { session } = setUp({}, user);

    await session.restore();

    expect(session.isViewOnly).toBe(isViewOnly);
  });

  it('takes a user who holds no write permission for view-only, whatever their role is called', async () => {
    const viewer: UserDetails = {
      ...users.regularUser,
      authz: { group: null, permissions: [{ action: 'LIST', resource: 'USER' }] },
    };
    const { session } = setUp({}, viewer);

    await session.restore();

    expect(session.isViewOnly).toBe(true);
    expect(session.hasPermission({ action: 'LIST', resource: 'USER' })).toBe(true);
    expect(session.hasPermission({ action: 'UPDATE', resource: 'USER_SETTINGS' })).toBe(false);
  });

  it('keeps the permissions it knows when new details of the user come without them (a profile save’s answer)', async () => {
    const { session } = setUp({}, users.supplierAdmin);
    await session.restore();

    session.setUser({
      ...users.supplierAdmin,
      first_name: 'Lauren',
      authz: { group: users.supplierAdmin.authz.group },
    });

    expect(session.user?.first_name).toBe('Lauren');
    expect(session.user?.authz.permissions).toEqual(users.supplierAdmin.authz.permissions);
    expect(session.isViewOnly).toBe(false);
  });

  it('lets a visitor do what anyone may, holding no permission', async () => {
    const { session } = setUp({ 'GET /api/auth-status': { body: { authenticated: false } } });

    await session.restore();

    expect(session.isViewOnly).toBe(false);
    expect(session.hasPermission({ action: 'UPDATE', resource: 'USER_SETTINGS' })).toBe(false);
  });

  it('signs in, then loads the user', async () => {
    const { session, transport } = setUp({ 'POST /api/auth/login': { body: { authenticated: true } } });

    await session.signIn({ email: 'user@acme-foods.test', password: 'demo-password' });

    expect(transport.requests[0]?.body).toEqual({ email: 'user@acme-foods.test', password: 'demo-password' });
    expect(session.signInState).toBe('idle');
    expect(session.status).toBe('signedIn');
  });

  it.each([
    [401, 'Invalid email or password', 'refused'],
    [429, 'Too many sign-in attempts. Please try again later.', 'throttled'],
    [500, 'An unknown http error occurred!', 'failed'],
  ] as const)('tells a %i sign-in answer apart (%s)', async (status, message, state) => {
    const { session } = setUp({ 'POST /api/auth/login': { status, body: errorEnvelope(status, message) } });

    await session.signIn({ email: 'user@acme-foods.test', password: 'wrong' });

    expect(session.signInState).toBe(state);
    expect(session.user).toBeNull();
    // A refused sign-in is an answer, not an ended session.
    expect(session.redirect).toBeNull();
  });

  it('marks a signed-in session whose user does not load as failed', async () => {
    const { session } = setUp({ 'GET /api/v1/identity/user-context': { status: 500, body: errorEnvelope(500, 'x') } });

    await session.restore();

    expect(session.status).toBe('userFailed');
  });

  it('signs out after tracking the click, delivering tracking and waiting 1.5 seconds', async () => {
    const { session, advance, calls } = setUp();
    await session.restore();

    const signedOut = session.signOut();
    // The first flush imports the sender module, which takes an unknown number of ticks on a busy machine.
    await vi.waitFor(() => expect(calls()).toContain('POST /api/analytics/events'));
    await settle();
    await advance(1499);
    expect(calls()).not.toContain('POST /api/logout');
    await advance(1);
    await signedOut;

    expect(calls().at(-1)).toBe('POST /api/logout');
    expect(session.status).toBe('signedOut');
    expect(session.user).toBeNull();
  });

  it.each([
    [SESSION_ERROR_MESSAGES.expired, { to: 'login', lastUrl: '/apps' }, 'active'],
    [SESSION_ERROR_MESSAGES.inactive, { to: 'logout' }, 'timedOut'],
    ['Forbidden here', { to: 'login', lastUrl: null }, 'active'],
  ] as const)('routes a 401 "%s" of any call', async (message, redirect, idlePhase) => {
    const { session, api } = setUp({ 'GET /api/products': { status: 401, body: errorEnvelope(401, message) } });

    await api.get('/products');

    expect(session.consumeRedirect()).toEqual(redirect);
    expect(session.redirect).toBeNull();
    expect(session.idlePhase).toBe(idlePhase);
  });

  it('ends a signed-in session that a call finds expired, so signing in is asked for again', async () => {
    const { session, api } = setUp({
      'GET /api/products': { status: 401, body: errorEnvelope(401, SESSION_ERROR_MESSAGES.missingToken) },
    });
    await session.restore();
    expect(session.status).toBe('signedIn');

    await api.get('/products');

    expect(session.status).toBe('signedOut');
    expect(session.user).toBeNull();
    expect(session.consumeRedirect()).toEqual({ to: 'login', lastUrl: '/apps' });
  });

  it('warns a minute before the idle deadline, and staying signed in renews it', async () => {
    let usedAt = START;
    const { session, advance, calls } = setUp({
      'GET /api/auth-status': () => ({ body: activeSince(usedAt) }),
      'POST /api/auth/keep-alive': () => {
        usedAt = START + (IDLE_TIMEOUT_SECONDS - 30) * 1000;
        return { body: activeSince(usedAt) };
      },
    });
    await session.restore();

    await advance((IDLE_TIMEOUT_SECONDS - 61) * 1000);
    expect(session.idlePhase).toBe('active');
    await advance(1000);
    expect(session.idlePhase).toBe('warning');

    await advance(30_000);
    await session.keepAlive();
    expect(session.idlePhase).toBe('active');
    expect(calls()).toContain('POST /api/auth/keep-alive');

    // The renewed deadline is a full timeout after the keep-alive.
    await advance((IDLE_TIMEOUT_SECONDS - 61) * 1000);
    expect(session.idlePhase).toBe('active');
    await advance(1000);
    expect(session.idlePhase).toBe('warning');
  });

  it('times out at the deadline when nothing renewed the session', async () => {
    const { session, advance } = setUp();
    await session.restore();

    await advance(IDLE_TIMEOUT_SECONDS * 1000 - 1);
    expect(session.idlePhase).toBe('warning');
    await advance(1);

    expect(session.idlePhase).toBe('timedOut');
    session.acknowledgeTimeout();
    expect(session.status).toBe('signedOut');
  });

  it('stays quiet when other calls renewed the deadline in the meantime', async () => {
    let usedAt = START;
    const { session, advance } = setUp({ 'GET /api/auth-status': () => ({ body: activeSince(usedAt) }) });
    await session.restore();

    usedAt = START + 120_000;
    await advance((IDLE_TIMEOUT_SECONDS - 60) * 1000);

    expect(session.idlePhase).toBe('active');
    await advance(120_000);
    expect(session.idlePhase).toBe('warning');
  });

  it('warns at half the timeout when that is shorter than a minute', async () => {
    const { session, advance } = setUp({
      'GET /api/auth-status': {
        body: { authenticated: true, idleTimeoutSeconds: 20, idleExpiresAt: new Date(START + 20_000).toISOString() },
      },
    });
    await session.restore();

    await advance(9_999);
    expect(session.idlePhase).toBe('active');
    await advance(1);
    expect(session.idlePhase).toBe('warning');
  });
});
