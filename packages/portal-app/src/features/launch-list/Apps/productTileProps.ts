import type { LearnMoreContent, ProductTileProps } from '@partner-insights/ui';
import type { LaunchTile } from '../stores/ProductsStore';

export type LaunchTileContent = Omit<
  ProductTileProps,
  'tenant' | 'headingLevel' | 'labels' | 'onLaunch' | 'onLearnMore'
>;

/**
 * What a launch-list product shows on its tile. A product still coming to the market has no story to tell yet:
 * its dialog says so with `comingSoonText` under the product's title.
 */
export function productTileProps(tile: LaunchTile, comingSoonText: string): LaunchTileContent {
  const { code, title, description, icon, footer, redirectUrl, isNewTab, hideWhenNoAccess, accessStatus, learnMore } =
    tile;
  return {
    code,
    title,
    description,
    icon,
    footer: footer ?? undefined,
    redirectUrl,
    isNewTab,
    hideWhenNoAccess,
    accessStatus: accessStatus ?? undefined,
    restrictedLaunch: tile.restrictedLaunch,
    comingSoon: learnMore?.comingSoon ?? false,
    learnMore: learnMoreContent(tile, comingSoonText),
  };
}

function learnMoreContent({ title, learnMore }: LaunchTile, comingSoonText: string): LearnMoreContent | undefined {
  if (!learnMore) return undefined;
  if (learnMore.comingSoon) return { title, description: comingSoonText, keyNotes: [] };
  return {
    title: learnMore.title,
    description: learnMore.description,
    keyNotes: learnMore.keyNotes,
    audience: learnMore.audience ?? undefined,
    howToGetAccess: learnMore.howToGetAccess ?? undefined,
    subText: learnMore.subText ?? undefined,
  };
}
