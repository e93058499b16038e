import { insertPortalConfiguration } from '../../../features/configuration';
import { completeLearnMore, hasLearnMoreToComplete, insertProductCatalogue } from '../../../features/launch-list';
import { insertSupportConfiguration } from '../../../features/support';
import { products, siteLanguages, supportTypes } from '../schema';
import type { SeedPart } from './seed-part';

/** What every portal needs, demo or not: each market's configuration, the launch list, the support desk's lists. */
export const referenceDataParts: readonly SeedPart[] = [
  { applies: async (tx) => (await tx.$count(siteLanguages)) === 0, insert: insertPortalConfiguration },
  { applies: async (tx) => (await tx.$count(products)) === 0, insert: insertProductCatalogue },
  { applies: hasLearnMoreToComplete, insert: completeLearnMore },
  { applies: async (tx) => (await tx.$count(supportTypes)) === 0, insert: insertSupportConfiguration },
];
