import {
  UserCompaniesSchema,
  UserDetailsSchema,
  type UserCompanies,
  type UserDetails,
} from '@partner-insights/contracts';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import { firstAnswerOf } from '../../../stores/firstAnswerOf';
import { RemoteResource, WRITE } from '../../../stores/RemoteResource';
import type { RootStore } from '../../../stores/RootStore';

/** The companies a user works for, and switching among them (GET users/companies, GET users/switch-context). */
export class CompanySwitcherStore {
  readonly companies: RemoteResource<UserCompanies, [string]>;
  readonly switching: RemoteResource<UserDetails, [string]>;

  constructor(api: ApiClient) {
    this.companies = new RemoteResource(async (loginId: string) =>
      parseResult(UserCompaniesSchema, await api.get('/users/companies', { query: { loginId } })),
    );
    this.switching = new RemoteResource(
      async (companyId: string) =>
        parseResult(UserDetailsSchema, await api.get('/users/switch-context', { query: { companyId } })),
      WRITE,
    );
    makeAutoObservable(this, { companies: false, switching: false, answered: false }, { autoBind: true });
  }

  /**
   * Settles once the login's companies have their first answer (or failed): the same promise for the same login, so
   * the switcher can wait on it while it renders.
   */
  readonly answered = firstAnswerOf((loginId: string) => this.companies.run(loginId));

  /** Works for the company from now on; answers the user's details as they now are, or null when refused. */
  async switchTo(companyId: string): Promise<UserDetails | null> {
    await this.switching.run(companyId);
    return this.switching.data;
  }
}

export const createCompanySwitcherStore = ({ api }: RootStore): CompanySwitcherStore => new CompanySwitcherStore(api);
