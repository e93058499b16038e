/** What the access service says about the user's access to a product; absent when there is none. */
export type ProductAccessStatus = 'ACCESS_PENDING' | 'ACCESS_COMPLETE';

/** What a tile lets the user do: launch the app, wait for access, or nothing yet. */
export type TileAccess = 'launchable' | 'pending' | 'none';

export function tileAccess(accessStatus: ProductAccessStatus | undefined): TileAccess {
  if (accessStatus === 'ACCESS_COMPLETE') return 'launchable';
  if (accessStatus === 'ACCESS_PENDING') return 'pending';
  return 'none';
}

/** A product the user has no access to is left out for the tenants listed in `hideWhenNoAccess`. */
export function isTileHidden(
  accessStatus: ProductAccessStatus | undefined,
  hideWhenNoAccess: readonly string[] | undefined,
  tenant: string | undefined,
): boolean {
  return tileAccess(accessStatus) === 'none' && tenant !== undefined && (hideWhenNoAccess ?? []).includes(tenant);
}
