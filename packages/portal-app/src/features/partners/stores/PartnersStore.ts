import {
  DEFAULT_ADMIN_PAGE_SIZE,
  PartnerAssociationListSchema,
  PartnerCheckSchema,
  TenantProductSchema,
  type NewPartnerAssociation,
  type PartnerAssociationChange,
  type PartnerAssociationList,
  type PartnerAssociationListQuery,
  type PartnerCheck,
  type TenantProduct,
} from '@partner-insights/contracts';
import * as v from 'valibot';
import type { ApiClient } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import { CompanyAdminListStore, type ChangeOutcome } from '../../../stores/CompanyAdminListStore';
import type { RootStore } from '../../../stores/RootStore';
import type { SessionStore } from '../../identity';

/** How a change ended: saved, refused with the server's check, or failed. */
export type PartnerOutcome = ChangeOutcome<PartnerCheck>;

/**
 * A company's third-party partners (spec administration §7 "Third parties"), a page at a time, searched and sorted
 * by the server; associating an agency by its partner code with some of the company's apps (and optionally until a
 * day), changing the apps, and ending the association.
 */
export class PartnersStore extends CompanyAdminListStore<
  PartnerAssociationListQuery,
  PartnerAssociationList,
  PartnerCheck
> {
  constructor(api: ApiClient, session: SessionStore) {
    super({
      api,
      session,
      resource: 'partner-associations',
      listSchema: PartnerAssociationListSchema,
      checkSchema: PartnerCheckSchema,
      initialQuery: { search: '', page: 1, pageSize: DEFAULT_ADMIN_PAGE_SIZE, sortBy: 'partner', sortOrder: 'ASC' },
    });
  }

  /** The agency a partner code names, or why it cannot be associated; null when the check failed. */
  async check(businessCode: string): Promise<PartnerCheck | null> {
    if (!this.companyId) return null;
    const response = parseResult(
      PartnerCheckSchema,
      await this.api.get(this.pathOf(this.companyId, 'validate'), { query: { businessCode } }),
    );
    return response.result;
  }

  /** The company's apps a partner may be given; those `partnerCompanyId` has already are marked. */
  async companyApps(partnerCompanyId?: string): Promise<TenantProduct[] | null> {
    if (!this.companyId) return null;
    const response = parseResult(
      v.array(TenantProductSchema),
      await this.api.get(`/v2/identity/tenants/${encodeURIComponent(this.companyId)}/products`, {
        query: partnerCompanyId ? { associated_tenant_id: partnerCompanyId } : {},
      }),
    );
    return response.result;
  }

  associate(association: NewPartnerAssociation): Promise<PartnerOutcome> {
    return this.save((companyId) => this.api.post(this.pathOf(companyId), association));
  }

  change(id: string, change: PartnerAssociationChange): Promise<PartnerOutcome> {
    return this.save((companyId) => this.api.put(this.pathOf(companyId, id), change));
  }

  end(id: string): Promise<PartnerOutcome> {
    return this.save((companyId) => this.api.delete(this.pathOf(companyId, id)));
  }
}

/** Made when the partners page first shows (RootStore.areaStore). */
export const createPartnersStore = ({ api, session }: RootStore): PartnersStore => new PartnersStore(api, session);
