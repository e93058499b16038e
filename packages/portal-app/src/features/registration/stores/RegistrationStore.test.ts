import { InvitationTokenSchema } from '@partner-insights/contracts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../api/ApiClient';
import { createFixtureTransport, type Fixtures } from '../../../testing/fixtureTransport';
import {
  basicInvitation,
  COMPLETE_BASIC_REGISTRATION_ROUTE,
  COMPLETE_REGISTRATION_ROUTE,
  invalidInvitation,
  INVITATION_ROUTE,
  INVITATION_TOKEN,
  passwordRefused,
  registrationFixtures,
} from '../UserRegistration/registrationFixtures';
import { RegistrationStore, type RegistrationDetails } from './RegistrationStore';

const DETAILS: RegistrationDetails = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  phone: '+1 312 555 0142',
  password: 'harbour lantern seventy',
  acceptTerms: true,
};

function setUp(fixtures: Fixtures = {}) {
  const transport = createFixtureTransport({ ...registrationFixtures, ...fixtures });
  return { store: new RegistrationStore(new ApiClient({ fetch: transport.fetch })), transport };
}

describe('RegistrationStore', () => {
  it('uses a token shaped as an invitation link carries it', () => {
    expect(v.is(InvitationTokenSchema, INVITATION_TOKEN)).toBe(true);
  });

  it('loads the invitation of the link’s token', async () => {
    const { store, transport } = setUp();
    expect(store.invitationState).toBe('loading');

    await store.load(INVITATION_TOKEN);

    expect(transport.requests[0]?.url).toBe(`/api/registration/invitation?token=${INVITATION_TOKEN}`);
    expect(store.invitationState).toBe('ready');
    expect(store.invitation.data?.companyName).toBe('Acme Foods');
  });

  it('tells an unknown, used or expired link from a failure', async () => {
    const invalid = setUp({ [INVITATION_ROUTE]: invalidInvitation });
    const failing = setUp({ [INVITATION_ROUTE]: { status: 500 } });

    await invalid.store.load(INVITATION_TOKEN);
    await failing.store.load(INVITATION_TOKEN);

    expect(invalid.store.invitationState).toBe('invalid');
    expect(failing.store.invitationState).toBe('failed');
  });

  it('completes the registration with the token and the person’s details', async () => {
    const { store, transport } = setUp();
    await store.load(INVITATION_TOKEN);

    expect(await store.register(INVITATION_TOKEN, DETAILS)).toBe(true);

    expect(transport.requests.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/companies/acme-foods/users/complete-registration',
      body: { token: INVITATION_TOKEN, ...DETAILS },
    });
    expect(store.registrationState).toBe('registered');
  });

  it('registers a basic vendor through the basic call', async () => {
    const { store, transport } = setUp({
      [INVITATION_ROUTE]: { body: basicInvitation },
      [COMPLETE_BASIC_REGISTRATION_ROUTE]: { status: 200, body: {} },
    });
    await store.load(INVITATION_TOKEN);

    expect(await store.register(INVITATION_TOKEN, DETAILS)).toBe(true);

    expect(transport.requests.at(-1)?.url).toBe('/api/companies/corner-basics/users/complete-registration/basic');
  });

  it.each(['common', 'personal'] as const)('maps a %s password’s 422 to the password', async (problem) => {
    const { store } = setUp({ [COMPLETE_REGISTRATION_ROUTE]: passwordRefused(problem) });
    await store.load(INVITATION_TOKEN);

    expect(await store.register(INVITATION_TOKEN, DETAILS)).toBe(false);

    expect(store.registrationState).toBe('passwordRefused');
    expect(store.passwordProblem).toBe(problem);
    store.clearRefusal();
    expect(store.passwordProblem).toBeNull();
    expect(store.registrationState).toBe('idle');
  });

  it('reports a link that stopped working meanwhile, and other failures', async () => {
    const expired = setUp({ [COMPLETE_REGISTRATION_ROUTE]: invalidInvitation });
    const failing = setUp({ [COMPLETE_REGISTRATION_ROUTE]: { status: 500 } });
    await expired.store.load(INVITATION_TOKEN);
    await failing.store.load(INVITATION_TOKEN);

    await expired.store.register(INVITATION_TOKEN, DETAILS);
    await failing.store.register(INVITATION_TOKEN, DETAILS);

    expect(expired.store.registrationState).toBe('invalid');
    expect(failing.store.registrationState).toBe('failed');
    expect(failing.store.passwordProblem).toBeNull();
  });

  it('sends nothing before the invitation is in', async () => {
    const { store, transport } = setUp();

    expect(await store.register(INVITATION_TOKEN, DETAILS)).toBe(false);
    expect(transport.requests).toEqual([]);
  });
});
