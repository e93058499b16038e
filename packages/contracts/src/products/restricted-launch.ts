import * as v from 'valibot';

/** Products in a restricted launch carry an Alpha or Beta label on their tile. */
export const RESTRICTED_LAUNCH_FLAGS = ['alpha', 'beta'] as const;
export type RestrictedLaunchFlag = (typeof RESTRICTED_LAUNCH_FLAGS)[number];

/** Answer of GET v1/products: the products in a restricted launch, keyed by code. */
export const RestrictedLaunchInfoSchema = v.array(
  v.object({ code: v.string(), restricted_launch_flag: v.picklist(RESTRICTED_LAUNCH_FLAGS) }),
);
export type RestrictedLaunchInfo = v.InferOutput<typeof RestrictedLaunchInfoSchema>;
