/** The feature flags the portal configuration carries, each stored per market (spec portal-shell §6). */
export const FEATURE_FLAGS = [
  'insights-activation-rollout',
  'wem-kb-rollout',
  'kb-search-rollout',
  'contact-us-a-b-test',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
