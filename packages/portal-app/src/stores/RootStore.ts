import { DEFAULT_PRODUCT_NAME } from '@partner-insights/contracts';
import type { ApiClient } from '../api/ApiClient';
import { AnalyticsStore } from './AnalyticsStore';
import { LocaleStore, type KeyValueStorage } from './LocaleStore';

export interface RootStoreDependencies {
  /** The one way to the server; tests and stories give one over a fixture transport. */
  readonly api: ApiClient;
  /** Where preferences persist across visits (the browser's localStorage in the app). */
  readonly storage: KeyValueStorage;
  readonly productName?: string;
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

  constructor({ api, storage, productName = DEFAULT_PRODUCT_NAME }: RootStoreDependencies) {
    this.productName = productName;
    this.locale = new LocaleStore(storage);
    this.analytics = new AnalyticsStore(api);
  }
}
