import {
  KbTopArticlesSchema,
  LaunchCatalogueSchema,
  RestrictedLaunchInfoSchema,
  type KbTopArticles,
  type LaunchCatalogue,
  type LaunchProduct,
  type Locale,
  type ProductCategoryEntry,
  type RestrictedLaunchFlag,
  type RestrictedLaunchInfo,
} from '@partner-insights/contracts';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../../../api/ApiClient';
import { parseResult } from '../../../api/parseResult';
import { combineResources, optionalResource } from '../../../stores/combineResources';
import { RemoteResource, type RemoteStatus } from '../../../stores/RemoteResource';

/** A product as its tile shows it: the catalogue entry and its restricted-launch label, if any. */
export interface LaunchTile extends LaunchProduct {
  readonly restrictedLaunch: RestrictedLaunchFlag | undefined;
}

/** One category of the launch list with its title and its products, in catalogue order. */
export interface ProductGroup {
  readonly category: ProductCategoryEntry;
  readonly tiles: readonly LaunchTile[];
}

const PRODUCTS_PATH = '/products';
const RESTRICTED_LAUNCH_PATH = '/v1/products';
const TOP_ARTICLES_PATH = '/knowledgeBaseTopArticle';

/**
 * The launch list: the signed-in user's products of the host's market in the reader's language (loaded again
 * when the language changes), each labelled alpha or beta from the restricted-launch list, and the knowledge-base
 * articles the server offers for the user's market, language and type (none for basic users).
 */
export class ProductsStore {
  readonly catalogue: RemoteResource<LaunchCatalogue, [Locale]>;
  readonly restrictedLaunch: RemoteResource<RestrictedLaunchInfo>;
  readonly knowledgeBaseArticles: RemoteResource<KbTopArticles, [Locale]>;

  constructor(api: ApiClient) {
    this.catalogue = new RemoteResource(async (locale: Locale) =>
      parseResult(LaunchCatalogueSchema, await api.get(PRODUCTS_PATH, { headers: { 'Accept-Language': locale } })),
    );
    this.restrictedLaunch = new RemoteResource(async () =>
      parseResult(RestrictedLaunchInfoSchema, await api.get(RESTRICTED_LAUNCH_PATH)),
    );
    this.knowledgeBaseArticles = new RemoteResource(async (locale: Locale) =>
      parseResult(KbTopArticlesSchema, await api.get(TOP_ARTICLES_PATH, { headers: { 'Accept-Language': locale } })),
    );
    makeAutoObservable(
      this,
      { catalogue: false, restrictedLaunch: false, knowledgeBaseArticles: false },
      { autoBind: true },
    );
  }

  /** Loads the catalogue and the articles in `locale`, and the restricted-launch list; fresh data is kept. */
  async load(locale: Locale): Promise<void> {
    await Promise.all([
      this.catalogue.run(locale),
      this.restrictedLaunch.run(),
      this.knowledgeBaseArticles.run(locale),
    ]);
  }

  /**
   * The tiles: the catalogue (with the user's access) and the restricted-launch list. Both are awaited, so no tile
   * shows before its access and label are known; a failed restricted-launch list only leaves the labels out.
   */
  get #tiles() {
    return combineResources(this.catalogue, optionalResource(this.restrictedLaunch));
  }

  get status(): RemoteStatus {
    return this.#tiles.status;
  }

  /** A product's title in the loaded catalogue's language, found by its code. */
  titleOf(code: string): string | undefined {
    return this.catalogue.data?.products.find((product) => product.code === code)?.title;
  }

  /** The categories that have products, each with its tiles. */
  get groups(): readonly ProductGroup[] {
    const tiles = this.#tiles;
    if (tiles.status !== 'success') return [];
    const [catalogue, restrictedLaunch] = tiles.data;
    const flags = new Map((restrictedLaunch ?? []).map((info) => [info.code, info.restricted_launch_flag]));
    return catalogue.categories
      .map((category) => ({
        category,
        tiles: catalogue.products
          .filter((product) => product.category === category.id)
          .map((product) => ({ ...product, restrictedLaunch: flags.get(product.code) })),
      }))
      .filter((group) => group.tiles.length > 0);
  }
}
