import {
  INVITATION_INVALID_MESSAGE,
  InvitationSchema,
  RegistrationProblemsSchema,
  type CompleteRegistration,
  type Invitation,
  type PasswordProblem,
} from '@partner-insights/contracts';
import { makeAutoObservable } from 'mobx';
import * as v from 'valibot';
import type { ApiClient, ApiError } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import { RemoteResource, WRITE } from '../../../stores/RemoteResource';
import type { RootStore } from '../../../stores/RootStore';

const INVITATION_PATH = '/registration/invitation';
const NOT_FOUND_STATUS = 404;
const UNPROCESSABLE_STATUS = 422;

/** The basic vendors' registration has a call of its own (spec administration §7, "Users"). */
const completeRegistrationPath = ({ companyId, basic }: Invitation): string =>
  `/companies/${encodeURIComponent(companyId)}/users/complete-registration${basic ? '/basic' : ''}`;

/** The invitation behind the link: `invalid` when it is unknown, used, replaced or expired. */
export type InvitationState = 'loading' | 'ready' | 'invalid' | 'failed';

/** The registration: `passwordRefused` when the server found the password common or personal. */
export type RegistrationState = 'idle' | 'saving' | 'registered' | 'passwordRefused' | 'invalid' | 'failed';

/** What the person fills in; the token comes from the link. */
export type RegistrationDetails = Omit<CompleteRegistration, 'token'>;

/**
 * Registration from an invitation link (/userRegistration?token=): the invitation (company, email, name), then the
 * person's details, password and acceptance of the terms, after which their account is active.
 */
export class RegistrationStore {
  readonly invitation: RemoteResource<Invitation, [string]>;
  readonly registration: RemoteResource<unknown, [Invitation, CompleteRegistration]>;

  constructor(api: ApiClient) {
    // The invited person has no session: a 401 is an answer here, not the end of one.
    this.invitation = new RemoteResource(async (token: string) =>
      parseResult(InvitationSchema, await api.get(INVITATION_PATH, { query: { token }, authorized: false })),
    );
    this.registration = new RemoteResource(
      async (invitation: Invitation, body: CompleteRegistration) =>
        api.put(completeRegistrationPath(invitation), body, { authorized: false }),
      WRITE,
    );
    makeAutoObservable(this, { invitation: false, registration: false }, { autoBind: true });
  }

  get invitationState(): InvitationState {
    const { status, error } = this.invitation;
    if (status === 'success') return 'ready';
    if (status === 'error') return isInvalidInvitation(error) ? 'invalid' : 'failed';
    return 'loading';
  }

  get registrationState(): RegistrationState {
    const { status, error } = this.registration;
    if (status === 'loading') return 'saving';
    if (status === 'success') return 'registered';
    if (status === 'error') {
      if (passwordProblemOf(error)) return 'passwordRefused';
      return isInvalidInvitation(error) ? 'invalid' : 'failed';
    }
    return 'idle';
  }

  /** Why the server refused the password: a common (breached) one, or one made of the person's name or email. */
  get passwordProblem(): PasswordProblem | null {
    return passwordProblemOf(this.registration.error);
  }

  load(token: string): Promise<void> {
    return this.invitation.run(token);
  }

  /** Completes the registration of the loaded invitation; true once the account is active. */
  async register(token: string, details: RegistrationDetails): Promise<boolean> {
    const invitation = this.invitation.data;
    if (!invitation) return false;
    await this.registration.run(invitation, { token, ...details });
    return this.registration.status === 'success';
  }

  /** Forgets a refusal once the person changes what was refused. */
  clearRefusal(): void {
    if (this.registration.status === 'error') this.registration.reset();
  }
}

function isInvalidInvitation(error: ApiError | null): boolean {
  return error?.status === NOT_FOUND_STATUS || error?.message === INVITATION_INVALID_MESSAGE;
}

function passwordProblemOf(error: ApiError | null): PasswordProblem | null {
  if (error?.status !== UNPROCESSABLE_STATUS) return null;
  const problems = v.safeParse(RegistrationProblemsSchema, error.details);
  return problems.success ? problems.output.password : null;
}

/** The registration page's store, for RootStore.areaStore. */
export const createRegistrationStore = ({ api }: RootStore): RegistrationStore => new RegistrationStore(api);
