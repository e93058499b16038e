import * as v from 'valibot';
import { MARKETS } from '../markets';
import type { SupportFormReading } from '../support';
import { FEATURE_FLAGS, type FeatureFlag } from './feature-flags';

/** Whether the host is a production deployment or one marked dev, qa, stg or preprod. */
export const ENVIRONMENTS = ['production', 'non-production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

const FeatureFlagsSchema = v.object(
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, v.boolean()])) as Record<
    FeatureFlag,
    v.BooleanSchema<undefined>
  >,
);

/** The two readings of the support forms' optional fields (spec portal-shell §5); a deployment picks one. */
export const SUPPORT_FORM_READINGS = ['optional', 'required'] as const satisfies readonly SupportFormReading[];

/**
 * The two readings of the admin landing's refusal (administration-and-content §6): "You are not an administrator." or
 * "You are not an Admin."; a deployment picks one.
 */
export const ADMIN_DENIAL_READINGS = ['administrator', 'admin'] as const;
export type AdminDenialReading = (typeof ADMIN_DENIAL_READINGS)[number];

/** Answer of GET api/ccm: the configuration of the host's market, fetched once at start-up. */
export const PortalConfigurationSchema = v.object({
  market: v.picklist(MARKETS),
  environment: v.picklist(ENVIRONMENTS),
  experimentationKey: v.string(),
  featureFlags: FeatureFlagsSchema,
  /** Which reading the incident and contact-us forms follow; the server validates their posts by it. */
  supportFormReading: v.picklist(SUPPORT_FORM_READINGS),
  /** Which words the admin landing refuses a non-admin with. */
  adminDenialReading: v.picklist(ADMIN_DENIAL_READINGS),
});
export type PortalConfiguration = v.InferOutput<typeof PortalConfigurationSchema>;
