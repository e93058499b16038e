// The per-market configuration seeded into an empty database: feature flags, the languages each site offers,
// and a block banner kept inactive until an operator needs it.
import type { FeatureFlag, Locale, Market } from '@partner-insights/contracts';

export const featureFlagDefaults: Readonly<Record<FeatureFlag, boolean>> = {
  'insights-activation-rollout': true,
  'wem-kb-rollout': true,
  'kb-search-rollout': true,
  // The contact-us experiment starts switched off in every market.
  'contact-us-a-b-test': false,
};

/** Every site allows all three languages, its own first. */
export const siteLanguageOrder: Readonly<Record<Market, readonly Locale[]>> = {
  US: ['en-US', 'es-MX', 'fr-CA'],
  MX: ['es-MX', 'en-US', 'fr-CA'],
  CA: ['en-US', 'fr-CA', 'es-MX'],
};

export interface SeedBanner {
  readonly market: Market;
  readonly linkUrl: string | null;
  readonly texts: Readonly<Record<Locale, { readonly message: string; readonly linkText: string | null }>>;
}

/** A maintenance notice, ready to be switched on. */
export const maintenanceBanner: SeedBanner = {
  market: 'US',
  linkUrl: '/support',
  texts: {
    'en-US': {
      message: 'Partner Insights will be unavailable for scheduled maintenance on Sunday from 1:00 to 5:00 a.m. CT.',
      linkText: 'Contact support',
    },
    'es-MX': {
      message:
        'Partner Insights no estará disponible por mantenimiento programado el domingo de 1:00 a 5:00 a. m. (hora del centro).',
      linkText: 'Contactar a soporte',
    },
    'fr-CA': {
      message: 'Partner Insights sera indisponible pour un entretien planifié dimanche de 1 h à 5 h (heure du Centre).',
      linkText: 'Joindre le soutien',
    },
  },
};
