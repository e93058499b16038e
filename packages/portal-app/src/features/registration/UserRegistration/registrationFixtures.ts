import { errorEnvelope, INVITATION_INVALID_MESSAGE, type Invitation } from '@partner-insights/contracts';
import type { FixtureReply, Fixtures } from '../../../testing/fixtureTransport';

export const INVITATION_TOKEN = 'Inv1tat10nT0ken-0f-F0rty-Thr33-Charact3rs_x';
export const REGISTRATION_PATH = `/userRegistration?token=${INVITATION_TOKEN}`;

export const INVITATION_ROUTE = 'GET /api/registration/invitation';
export const COMPLETE_REGISTRATION_ROUTE = 'PUT /api/companies/acme-foods/users/complete-registration';
export const COMPLETE_BASIC_REGISTRATION_ROUTE = 'PUT /api/companies/corner-basics/users/complete-registration/basic';

export const invitation: Invitation = {
  companyId: 'acme-foods',
  companyName: 'Acme Foods',
  companyType: 'SUPPLIER',
  basic: false,
  email: 'dana.whitfield@acme-foods.test',
  firstName: 'Dana',
  lastName: 'Whitfield',
  expiresAt: '2026-03-16T09:00:00.000Z',
};

export const basicInvitation: Invitation = {
  ...invitation,
  companyId: 'corner-basics',
  companyName: 'Corner Basics',
  basic: true,
  email: 'ray.ito@corner-basics.test',
  firstName: 'Ray',
  lastName: 'Ito',
};

export const invalidInvitation: FixtureReply = {
  status: 404,
  body: errorEnvelope(404, INVITATION_INVALID_MESSAGE),
};

/** The server's refusal of a password, as the 422 of a registration. */
export const passwordRefused = (password: 'common' | 'personal'): FixtureReply => ({
  status: 422,
  body: errorEnvelope(422, 'The password cannot be used.', { password }),
});

/** A valid invitation to Acme Foods that registers. */
export const registrationFixtures: Fixtures = {
  [INVITATION_ROUTE]: { body: invitation },
  [COMPLETE_REGISTRATION_ROUTE]: { status: 200, body: {} },
};
