import { DEFAULT_PRODUCT_NAME, resolveAllowedLocale, type Market } from '@partner-insights/contracts';
import { makeObservable, observable, reaction, runInAction } from 'mobx';
import type { ApiClient } from '../api/ApiClient';
import { AnalyticsStore } from './AnalyticsStore';
import { BotCheckStore } from './BotCheckStore';
import { systemClock, type Clock } from './Clock';
import { ConfigStore } from './ConfigStore';
import { LocaleStore, type KeyValueStorage } from './LocaleStore';
import { AccessRequestStore } from './AccessRequestStore';
import { ProductsStore } from './ProductsStore';
import { ProfileStore } from './ProfileStore';
import { SessionStore } from './SessionStore';
import type { DraftStorage } from './FormDrafts';
import { SupportStore } from './SupportStore';
import { TicketsStore } from './TicketsStore';

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
  readonly accessRequests: AccessRequestStore;
  readonly support: SupportStore;
  readonly tickets: TicketsStore;
  /** The time the app runs on (fixed in stories, so what they show never depends on today). */
  readonly clock: Clock;
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
    this.locale = new LocaleStore(storage);
    this.analytics = new AnalyticsStore(api);
    this.botCheck = new BotCheckStore();
    api.onBotChallenge(this.botCheck.ask);
    this.config = new ConfigStore(api, site);
    this.session = new SessionStore(api, this.analytics, { clock });
    this.products = new ProductsStore(api);
    this.profile = new ProfileStore(api, this.session, this.locale);
    this.accessRequests = new AccessRequestStore(api, this.session);
    this.support = new SupportStore(api, {
      config: this.config,
      locale: this.locale,
      session: this.session,
      draftStorage,
    });
    this.tickets = new TicketsStore(api);
    makeObservable(this, { ready: observable });

    // A signed-in user reads the portal in their preferred language, and every event says who they are.
    reaction(
      () => this.session.user,
      (user) => {
        if (user)
          void this.locale.setLocale(
            resolveAllowedLocale(user.user_preferences.language_code, this.config.allowedLocales),
          );
        this.analytics.setTraits(user ? { role: this.session.analyticsRole, plan: this.session.subscriptionPlan } : {});
      },
    );
  }

  /** Loads configuration and session together, then settles the language (the stored choice if the site allows it). */
  async start(): Promise<void> {
    await Promise.all([this.config.load(), this.session.restore()]);
    const preferred = this.session.user?.user_preferences.language_code ?? this.locale.locale;
    // Ready once the language's messages are in, so the first page shows in it.
    await this.locale.setLocale(resolveAllowedLocale(preferred, this.config.allowedLocales));
    runInAction(() => {
      this.ready = true;
    });
  }
}
