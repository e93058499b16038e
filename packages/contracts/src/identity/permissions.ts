import * as v from 'valibot';
import type { Role } from './identity-values';

export const PERMISSION_ACTIONS = ['LIST', 'CREATE', 'UPDATE', 'DELETE', 'SWITCH'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** Actions that change data; a view-only role never holds one. */
export const WRITE_ACTIONS = ['CREATE', 'UPDATE', 'DELETE'] as const satisfies readonly PermissionAction[];

export const PERMISSION_RESOURCES = [
  'USER',
  'EMAIL_DOMAIN',
  'COMPANY_PARTNER_ASSOCIATION',
  'ACTIVITY_LOG',
  'COMPANY',
  'PERSONA',
  'USER_SETTINGS',
] as const;
export type PermissionResource = (typeof PERMISSION_RESOURCES)[number];

export const PermissionSchema = v.object({
  action: v.picklist(PERMISSION_ACTIONS),
  resource: v.picklist(PERMISSION_RESOURCES),
});
export type Permission = v.InferOutput<typeof PermissionSchema>;

export function isWritePermission({ action }: Permission): boolean {
  return (WRITE_ACTIONS as readonly PermissionAction[]).includes(action);
}

export function hasPermission(permissions: readonly Permission[], wanted: Permission): boolean {
  return permissions.some(({ action, resource }) => action === wanted.action && resource === wanted.resource);
}

/** Authorization group names; roles outside an administrative group have none. */
export const AUTHZ_GROUPS = {
  superAdmin: 'Super Admin',
  superAdminSpectator: 'Super Admin Spectator',
  admin: 'Admin',
} as const;
export type AuthzGroup = (typeof AUTHZ_GROUPS)[keyof typeof AUTHZ_GROUPS];

export interface RoleAuthz {
  readonly group: AuthzGroup | null;
  readonly permissions: readonly Permission[];
}

const every = (actions: readonly PermissionAction[], resources: readonly PermissionResource[]): readonly Permission[] =>
  resources.flatMap((resource) => actions.map((action) => ({ action, resource })));

/** The resources a company admin manages. */
const ADMINISTERED = ['USER', 'EMAIL_DOMAIN', 'COMPANY_PARTNER_ASSOCIATION'] as const;

const SWITCH_COMPANY: Permission = { action: 'SWITCH', resource: 'COMPANY' };
const SWITCH_PERSONA: Permission = { action: 'SWITCH', resource: 'PERSONA' };
const UPDATE_OWN_SETTINGS: Permission = { action: 'UPDATE', resource: 'USER_SETTINGS' };

/**
 * What each role may do: the one table the server answers user details from and checks requests against.
 * Super admins act for any company (company and persona switching); spectators only view; company admins
 * administer their own company; company-switch users (associates) represent a company; merchants switch persona.
 */
export const ROLE_AUTHZ: Readonly<Record<Role, RoleAuthz>> = {
  SUPER_ADMIN: {
    group: AUTHZ_GROUPS.superAdmin,
    permissions: [
      ...every(['LIST', 'CREATE', 'UPDATE', 'DELETE'], ADMINISTERED),
      { action: 'LIST', resource: 'ACTIVITY_LOG' },
      { action: 'LIST', resource: 'COMPANY' },
      SWITCH_COMPANY,
      SWITCH_PERSONA,
      UPDATE_OWN_SETTINGS,
    ],
  },
  SUPER_ADMIN_SPECTATOR: {
    group: AUTHZ_GROUPS.superAdminSpectator,
    permissions: [...every(['LIST'], [...ADMINISTERED, 'ACTIVITY_LOG', 'COMPANY']), SWITCH_COMPANY, SWITCH_PERSONA],
  },
  SUPPLIER_ADMIN: {
    group: AUTHZ_GROUPS.admin,
    permissions: [
      ...every(['LIST', 'CREATE', 'UPDATE', 'DELETE'], ADMINISTERED),
      { action: 'LIST', resource: 'ACTIVITY_LOG' },
      UPDATE_OWN_SETTINGS,
    ],
  },
  REGULAR_USER: { group: null, permissions: [UPDATE_OWN_SETTINGS] },
  BASIC_USER: { group: null, permissions: [UPDATE_OWN_SETTINGS] },
  THIRD_PARTY_USER: { group: null, permissions: [UPDATE_OWN_SETTINGS] },
  INTERNAL_ASSOCIATE: { group: null, permissions: [SWITCH_COMPANY, UPDATE_OWN_SETTINGS] },
  CATEGORY_MANAGER: { group: null, permissions: [UPDATE_OWN_SETTINGS] },
  MERCHANT: { group: null, permissions: [SWITCH_PERSONA, UPDATE_OWN_SETTINGS] },
};
