import * as v from 'valibot';
import { LOCALES } from '../locales';
import { MARKETS } from '../markets';
import { COMPANY_TYPES, MULTIPLE_TENANTS_ACCESS_CLASS, TENANT_TYPES, USER_TYPES } from './identity-values';
import { AUTHZ_GROUPS, PermissionSchema } from './permissions';

export const TenantSchema = v.object({
  /** The company id. */
  id: v.string(),
  name: v.string(),
  type: v.picklist(TENANT_TYPES),
});
export type Tenant = v.InferOutput<typeof TenantSchema>;

/** The signed-in user as GET v1/identity/user-context answers it (spec portal-shell §3). */
/**
 * A user's preferences as the server holds and answers them: in user details and from GET and POST preferences.
 * What may be saved is UserPreferencesSchema's to say (a time zone from the list); an answer needs no list.
 */
export const StoredUserPreferencesSchema = v.object({
  locale: v.object({ timezone: v.string() }),
  language_code: v.picklist(LOCALES),
});

export const UserDetailsSchema = v.object({
  first_name: v.string(),
  last_name: v.string(),
  login_id: v.string(),
  email_address: v.string(),
  phone_number: v.nullable(v.string()),
  user_type: v.picklist(USER_TYPES),
  /**
   * The company the user acts for: the home company, or the one chosen as context (set-context, switch-context);
   * null for a user tagged to none, and for a super admin or spectator before choosing one.
   */
  tenant: v.nullable(TenantSchema),
  /** The market of the host the portal is used on. */
  site_id: v.picklist(MARKETS),
  third_party_user: v.boolean(),
  user_preferences: StoredUserPreferencesSchema,
  authz: v.object({
    group: v.nullable(v.picklist(Object.values(AUTHZ_GROUPS))),
    /** Present only when asked for (`permissions=true`). */
    permissions: v.optional(v.array(PermissionSchema)),
  }),
  persona_access_codes: v.array(v.pipe(v.number(), v.integer())),
  products: v.array(v.object({ product_id: v.string() })),
  accessClass: v.nullable(v.literal(MULTIPLE_TENANTS_ACCESS_CLASS)),
  companyType: v.nullable(v.picklist(COMPANY_TYPES)),
});
export type UserDetails = v.InferOutput<typeof UserDetailsSchema>;

/** Query of GET v1/identity/user-context. */
export const UserContextQuerySchema = v.object({
  permissions: v.optional(v.picklist(['true', 'false'])),
});
