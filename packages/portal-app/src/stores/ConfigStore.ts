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
import { HTTP_CONFIG_MISSING, type ApiClient, type ApiResponse } from '../api/ApiClient';
import { parseResult } from '../api/parseResult';
import { FOR_THE_VISIT, RemoteResource } from './RemoteResource';

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
    this.configuration = new RemoteResource(async () => configurationOf(await api.get('/ccm')), FOR_THE_VISIT);
    this.siteLanguages = new RemoteResource(
      async () => parseResult(SiteLanguagesSchema, await api.get(`/v1/identity/sites/${site}`)),
      FOR_THE_VISIT,
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

/**
 * The portal configuration a GET ccm answered. An answer without one (an empty body) leaves the app with no
 * configuration: the spec's "http config missing!" (portal-shell §8), and the start-up goes on with the defaults.
 */
function configurationOf(response: ApiResponse<unknown>): ApiResponse<PortalConfiguration> {
  if (!response.error && response.result === null) {
    return { error: { status: 200, message: HTTP_CONFIG_MISSING }, result: null };
  }
  return parseResult(PortalConfigurationSchema, response);
}
