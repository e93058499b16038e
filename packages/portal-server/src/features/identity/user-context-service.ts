import { MULTIPLE_TENANTS_ACCESS_CLASS, ROLE_AUTHZ, type Market, type UserDetails } from '@partner-insights/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { companies, userCompanies, type User } from './identity.schema';

export interface UserContextOptions {
  /** The market of the host the request came to. */
  readonly market: Market;
  readonly includePermissions: boolean;
  /** The company the user acts for (the actor's): the tenant the details name. */
  readonly companyId: string | null;
}

export interface UserContextService {
  /** The signed-in user's details as the app receives them. */
  userDetails(user: User, options: UserContextOptions): Promise<UserDetails>;
}

/** Codes of the products the user may launch, in code order: the launch list keeps products and access. */
export type LaunchableProducts = (user: Pick<User, 'id' | 'companyId'>) => Promise<UserDetails['products']>;

export function createUserContextService(db: Db, launchableProducts: LaunchableProducts): UserContextService {
  const tenantCompany = async (companyId: string | null) => {
    if (companyId === null) return undefined;
    const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
    return company;
  };

  return {
    async userDetails(user, { market, includePermissions, companyId }) {
      const [company, otherCompanies, launchable] = await Promise.all([
        tenantCompany(companyId),
        db.$count(userCompanies, eq(userCompanies.userId, user.id)),
        launchableProducts(user),
      ]);
      const { group, permissions } = ROLE_AUTHZ[user.role];
      return {
        first_name: user.firstName,
        last_name: user.lastName,
        login_id: user.loginId,
        email_address: user.email,
        phone_number: user.phone,
        user_type: user.userType,
        tenant: company ? { id: company.id, name: company.name, type: company.tenantType } : null,
        site_id: market,
        third_party_user: user.thirdPartyUser,
        user_preferences: { locale: { timezone: user.timezone }, language_code: user.languageCode },
        authz: includePermissions ? { group, permissions: [...permissions] } : { group },
        persona_access_codes: user.personaAccessCodes,
        products: launchable,
        accessClass: otherCompanies > 0 ? MULTIPLE_TENANTS_ACCESS_CLASS : null,
        companyType: company?.companyType ?? null,
      };
    },
  };
}
