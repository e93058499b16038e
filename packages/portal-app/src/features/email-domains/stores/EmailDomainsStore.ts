import {
  DEFAULT_ADMIN_PAGE_SIZE,
  EmailDomainCheckSchema,
  EmailDomainListSchema,
  type EmailDomainChange,
  type EmailDomainCheck,
  type EmailDomainList,
  type EmailDomainListQuery,
  type NewEmailDomain,
} from '@partner-insights/contracts';
import type { ApiClient } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import { CompanyAdminListStore, type ChangeOutcome } from '../../../stores/CompanyAdminListStore';
import type { RootStore } from '../../../stores/RootStore';
import type { SessionStore } from '../../identity';

/** How a change ended: saved, refused for a reason the reader can fix, or failed. */
export type DomainOutcome = ChangeOutcome<EmailDomainCheck>;

/**
 * A company's authorised email domains (spec administration §7 "Domains"), a page at a time, searched and sorted by
 * the server; adding one (checked first), changing its flags and deleting it.
 */
export class EmailDomainsStore extends CompanyAdminListStore<EmailDomainListQuery, EmailDomainList, EmailDomainCheck> {
  constructor(api: ApiClient, session: SessionStore) {
    super({
      api,
      session,
      resource: 'email-domains',
      listSchema: EmailDomainListSchema,
      checkSchema: EmailDomainCheckSchema,
      initialQuery: { search: '', page: 1, pageSize: DEFAULT_ADMIN_PAGE_SIZE, sortBy: 'domain', sortOrder: 'ASC' },
    });
  }

  /** Checks a domain with the server before it is added: its stored and readable names, or why it cannot be. */
  async check(domain: NewEmailDomain): Promise<EmailDomainCheck | null> {
    if (!this.companyId) return null;
    const response = parseResult(
      EmailDomainCheckSchema,
      await this.api.post(this.pathOf(this.companyId, 'validate'), domain),
    );
    return response.result;
  }

  add(domain: NewEmailDomain): Promise<DomainOutcome> {
    return this.save((companyId) => this.api.post(this.pathOf(companyId), domain));
  }

  change(id: string, change: EmailDomainChange): Promise<DomainOutcome> {
    return this.save((companyId) => this.api.put(this.pathOf(companyId, id), change));
  }

  /** Deletes the domain by its stored name. */
  remove(domainName: string): Promise<DomainOutcome> {
    return this.save((companyId) => this.api.delete(this.pathOf(companyId, domainName)));
  }
}

/** Made when the domains page first shows (RootStore.areaStore). */
export const createEmailDomainsStore = ({ api, session }: RootStore): EmailDomainsStore =>
  new EmailDomainsStore(api, session);
