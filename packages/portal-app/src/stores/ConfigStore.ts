import {
  BlockBannerSchema,
  DEFAULT_LOCALE,
  PortalConfigurationSchema,
  SiteLanguagesSchema,
  type FeatureFlag,
  type LanguageOption,
  type Locale,
  type Market,
  type BlockBanner,
  type PortalConfiguration,
  type SiteLanguages,
} from '@partner-insights/contracts';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../api/ApiClient';
import { parseResult } from '../api/parseResult';
import { RemoteResource } from './RemoteResource';

/**
 * The portal configuration of the reader's site: feature flags and experimentation key (GET ccm, fetched once per
 * visit), the languages the site offers (GET v1/identity/sites/{site}) and its block banner (GET banner).
 */
export class ConfigStore {
  /** The site the page was served for (site id cookie, else the host's market). */
  readonly site: Market;
  readonly configuration: RemoteResource<PortalConfiguration>;
  readonly siteLanguages: RemoteResource<SiteLanguages>;
  /** The market's block banner, in the language asked for. */
  readonly blockBanner: RemoteResource<BlockBanner, [Locale]>;

  constructor(api: ApiClient, site: Market) {
    this.site = site;
    this.configuration = new RemoteResource(async () => parseResult(PortalConfigurationSchema, await api.get('/ccm')), {
      staleTimeMs: Number.POSITIVE_INFINITY,
    });
    this.siteLanguages = new RemoteResource(
      async () => parseResult(SiteLanguagesSchema, await api.get(`/v1/identity/sites/${site}`)),
      { staleTimeMs: Number.POSITIVE_INFINITY },
    );
    this.blockBanner = new RemoteResource(async (locale: Locale) =>
      parseResult(BlockBannerSchema, await api.get('/banner', { headers: { 'Accept-Language': locale } })),
    );
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Both calls; a failed one leaves its defaults (flags off, English only), as the spec's start-up asks. */
  load(): Promise<void> {
    return Promise.all([this.configuration.run(), this.siteLanguages.run()]).then(() => undefined);
  }

  get languages(): readonly LanguageOption[] {
    return this.siteLanguages.data?.languages ?? [];
  }

  get allowedLocales(): readonly Locale[] {
    const allowed = this.languages.map((language) => language.id);
    return allowed.length > 0 ? allowed : [DEFAULT_LOCALE];
  }

  isEnabled(flag: FeatureFlag): boolean {
    return this.configuration.data?.featureFlags[flag] ?? false;
  }
}
