import { insertPortalConfiguration } from '../../../features/configuration';
import { insertDataDictionary, lacksDataDictionary } from '../../../features/data-dictionary';
import { completeLearnMore, hasLearnMoreToComplete, insertProductCatalogue } from '../../../features/launch-list';
import { insertSupportConfiguration, lacksSupportConfiguration } from '../../../features/support';
import { products, siteLanguages } from '../schema';
import type { SeedPart } from './seed-part';

/** What every portal needs, demo or not: each market's configuration, the launch list, the support desk's lists. */
export const referenceDataParts: readonly SeedPart[] = [
  { applies: async (tx) => (await tx.$count(siteLanguages)) === 0, insert: insertPortalConfiguration },
  { applies: async (tx) => (await tx.$count(products)) === 0, insert: insertProductCatalogue },
  { applies: hasLearnMoreToComplete, insert: completeLearnMore },
  // The support desk's lists grow with new versions: a database seeded before gets the entries it lacks.
  { applies: lacksSupportConfiguration, insert: insertSupportConfiguration },
  { applies: lacksDataDictionary, insert: insertDataDictionary },
];
