import { DEFAULT_PRODUCT_NAME, resolveAllowedLocale, type Market } from '@partner-insights/contracts';
import { createToastQueue, type Toasts } from '@partner-insights/ui';
import { makeObservable, observable, reaction, runInAction } from 'mobx';
import type { ApiClient } from '../api/ApiClient';
import { AnalyticsStore } from './AnalyticsStore';
import { BotCheckStore } from './BotCheckStore';
import { systemClock, type Clock } from './Clock';
import { ConfigStore } from './ConfigStore';
import { LocaleStore, type KeyValueStorage } from './LocaleStore';
import { SessionStore } from '../features/identity';
import { ProductsStore } from '../features/launch-list';
import { ProfileStore } from '../features/profile';
import type { DraftStorage } from './FormDrafts';

/** Creates an area's store from the RootStore; the factory itself is the area's key. */
export type AreaStoreFactory<T> = (root: RootStore) => T;

export interface RootStoreDependencies {
  /** The one way to the server; tests and stories give one over a fixture transport. */
  readonly api: ApiClient;
  /** Where preferences persist across visits (the browser's localStorage in the app). */
  readonly storage: KeyValueStorage;
  /** Where form drafts are kept while the tab is open (the browser's sessionStorage in the app). */
  readonly draftStorage: DraftStorage;
  /** The site the page was served for (see siteFromCookie). */
  readonly site?: Market;
  readonly productName?: string;
  /** Time and timers: the session's idle deadline and sign-out delay, the footer's year. */
  readonly clock?: Clock;
}

/**
 * Owns the domain stores and hands each the API client, so every remote call flows
 * page -> store action -> API client, and answers flow back into observable store state.
 */
export class RootStore {
  /** Shown in the logo and page titles ("<Page> - <product name>"). */
  readonly productName: string;
  readonly locale: LocaleStore;
  readonly analytics: AnalyticsStore;
  readonly botCheck: BotCheckStore;
  readonly config: ConfigStore;
  readonly session: SessionStore;
  readonly products: ProductsStore;
  readonly profile: ProfileStore;
  /** The time the app runs on (fixed in stories, so what they show never depends on today). */
  readonly clock: Clock;
  /** For the stores of areas that load on demand (see areaStore). */
  readonly api: ApiClient;
  readonly draftStorage: DraftStorage;
  /** The toasts of every page, shown in the app's one region. */
  readonly toasts: Toasts = createToastQueue();
  readonly #areaStores = new Map<AreaStoreFactory<unknown>, unknown>();
  /** False until configuration, session and language are known: the app renders only then. */
  ready = false;

  constructor({
    api,
    storage,
    draftStorage,
    site = 'US',
    productName = DEFAULT_PRODUCT_NAME,
    clock = systemClock,
  }: RootStoreDependencies) {
    this.productName = productName;
    this.clock = clock;
    this.api = api;
    this.draftStorage = draftStorage;
    this.locale = new LocaleStore(storage);
    this.analytics = new AnalyticsStore(api);
    this.botCheck = new BotCheckStore();
    api.onBotChallenge(this.botCheck.ask);
    this.config = new ConfigStore(api, site);
    this.session = new SessionStore(api, this.analytics, { clock });
    this.products = new ProductsStore(api);
    this.profile = new ProfileStore(api, this.session, this.locale);
    makeObservable(this, { ready: observable });

    // A signed-in user reads the portal in their preferred language, or in the one they chose on the way in, which
    // becomes their preference; every event says who they are.
    reaction(
      () => this.session.user,
      (user) => {
        const chosen = user && this.profile.takeLanguageChosenBeforeSignIn();
        if (user && chosen && chosen !== user.user_preferences.language_code) void this.profile.saveLanguage(chosen);
        else if (user)
          void this.locale.setLocale(
            resolveAllowedLocale(user.user_preferences.language_code, this.config.allowedLocales),
          );
        this.analytics.setTraits(user ? { role: this.session.analyticsRole, plan: this.session.subscriptionPlan } : {});
      },
    );
  }

  /**
   * The store of an area whose pages load on demand (support, tickets): created from the RootStore the first time
   * one of them asks, so its code and schemas load with theirs, not with the first page.
   */
  areaStore<T>(create: AreaStoreFactory<T>): T {
    if (!this.#areaStores.has(create)) this.#areaStores.set(create, create(this));
    return this.#areaStores.get(create) as T;
  }

  /**
   * Loads configuration and session together, then settles the language (the stored choice if the site allows it)
   * and the market's block banner in it. The banner is asked for at once in the language the reader last chose, which
   * the settled one almost always is, rather than a round trip later; it is asked again only when the language
   * settles on another (a user's own, or English where the site does not offer the choice).
   */
  async start(): Promise<void> {
    void this.config.blockBanner.run(this.locale.locale);
    await Promise.all([this.config.load(), this.session.restore()]);
    const preferred = this.session.user?.user_preferences.language_code ?? this.locale.locale;
    const locale = resolveAllowedLocale(preferred, this.config.allowedLocales);
    // Ready once the language's messages are in, so the first page shows in it, and once the banner is known, so it
    // never appears above a page already shown and pushes it down.
    await Promise.all([this.locale.setLocale(locale), this.config.blockBanner.run(locale)]);
    runInAction(() => {
      this.ready = true;
    });
  }
}
