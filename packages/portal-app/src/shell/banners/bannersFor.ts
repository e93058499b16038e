import {
  AUTHZ_GROUPS,
  hasPermission,
  isSponsoredThirdPartySupplier,
  MULTIPLE_TENANTS_ACCESS_CLASS,
  personaType,
  type UserDetails,
} from '@partner-insights/contracts';
import type { MessageId } from '../../i18n/catalogues';
import { COMPANY_LIST_PATH } from '../../routes/routeGuards';

/** One of the session banners across the top of the shell (spec portal-shell §6). */
export interface SessionBanner {
  readonly id: string;
  readonly messageId: MessageId;
  /** The company the message names, if it names one. */
  readonly companyName?: string;
  readonly link?: { readonly labelId: MessageId; readonly to: string };
}

const RETURN_TO_COMPANY_LIST = { labelId: 'banner.returnToCompanyList', to: COMPANY_LIST_PATH } as const;

/**
 * The banners the user's context calls for: super admins and spectators pick a company (with the way back to the
 * company list), the merchant view, a company-switch user tagged to a company, and a sponsored third-party
 * supplier who works for several companies. On the company list itself (`pathname`), there is no way back to offer.
 */
export function bannersFor(user: UserDetails | null, pathname = ''): readonly SessionBanner[] {
  if (!user) return [];
  const returnLink = pathname === COMPANY_LIST_PATH ? {} : { link: RETURN_TO_COMPANY_LIST };
  const permissions = user.authz.permissions ?? [];
  const companyName = user.tenant?.name;

  // Once a company is chosen, the banner names it.
  if (user.authz.group === AUTHZ_GROUPS.superAdmin) {
    const messageId = companyName ? 'banner.superAdminFor' : 'banner.superAdmin';
    return [{ id: 'super-admin', messageId, companyName, ...returnLink }];
  }
  if (user.authz.group === AUTHZ_GROUPS.superAdminSpectator) {
    const messageId = companyName ? 'banner.spectatorFor' : 'banner.spectator';
    return [{ id: 'spectator', messageId, companyName, ...returnLink }];
  }

  const banners: SessionBanner[] = [];
  if (personaType(permissions) === 'Merchant') banners.push({ id: 'merchant', messageId: 'banner.merchant' });
  // A company-switch user without a company type is not tagged to a company yet.
  if (hasPermission(permissions, { action: 'SWITCH', resource: 'COMPANY' }) && user.companyType && companyName) {
    banners.push({ id: 'company-switch', messageId: 'banner.companySwitch', companyName });
  }
  if (isSponsoredThirdPartySupplier(user) && user.accessClass === MULTIPLE_TENANTS_ACCESS_CLASS && companyName) {
    banners.push({ id: 'sponsored-supplier', messageId: 'banner.sponsoredSupplier', companyName });
  }
  return banners;
}
