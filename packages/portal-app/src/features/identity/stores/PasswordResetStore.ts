import { PASSWORD_RESET_LINK_INVALID_MESSAGE, type PasswordReset } from '@partner-insights/contracts';
import { makeAutoObservable } from 'mobx';
import type { ApiClient, ApiError } from '../../../api/ApiClient';
import type { RootStore } from '../../../stores/RootStore';
import { RemoteResource, WRITE } from '../../../stores/RemoteResource';

const TOO_MANY_REQUESTS = 429;

/** Asking for a link: `sent` whether or not an account has the address (the server never says). */
export type LinkRequestState = 'idle' | 'sending' | 'sent' | 'throttled' | 'failed';

/** Using the link: `invalidLink` when it is unknown, used or expired, which only a new link mends. */
export type ResetState = 'idle' | 'saving' | 'changed' | 'invalidLink' | 'failed';

/** A forgotten password: the reset link asked for by email, then the new password set with it. */
export class PasswordResetStore {
  readonly linkRequest: RemoteResource<unknown, [string]>;
  readonly reset: RemoteResource<unknown, [PasswordReset]>;

  constructor(api: ApiClient) {
    this.linkRequest = new RemoteResource(
      async (email: string) => api.post('/pwd-reset-link', { email }, { authorized: false }),
      WRITE,
    );
    this.reset = new RemoteResource(
      async (request: PasswordReset) => api.post('/pwd-reset', request, { authorized: false }),
      WRITE,
    );
    makeAutoObservable(this, { linkRequest: false, reset: false }, { autoBind: true });
  }

  get linkRequestState(): LinkRequestState {
    const { status, error } = this.linkRequest;
    if (status === 'loading') return 'sending';
    if (status === 'success') return 'sent';
    if (status === 'error') return error?.status === TOO_MANY_REQUESTS ? 'throttled' : 'failed';
    return 'idle';
  }

  get resetState(): ResetState {
    const { status, error } = this.reset;
    if (status === 'loading') return 'saving';
    if (status === 'success') return 'changed';
    if (status === 'error') return isInvalidLink(error) ? 'invalidLink' : 'failed';
    return 'idle';
  }

  requestLink(email: string): Promise<void> {
    return this.linkRequest.run(email);
  }

  setPassword(request: PasswordReset): Promise<void> {
    return this.reset.run(request);
  }
}

const isInvalidLink = (error: ApiError | null): boolean => error?.message === PASSWORD_RESET_LINK_INVALID_MESSAGE;

/** The password reset pages' store, for RootStore.areaStore. */
export const createPasswordResetStore = ({ api }: RootStore): PasswordResetStore => new PasswordResetStore(api);
