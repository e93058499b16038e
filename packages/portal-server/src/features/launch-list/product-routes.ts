import { Hono, type MiddlewareHandler } from 'hono';
import { requestLocale, requestSite } from '../../platform/http/request-site';
import type { SignedInEnv } from '../identity';
import type { ProductCatalogueService } from './product-catalogue-service';

export interface ProductRoutesOptions {
  readonly catalogue: ProductCatalogueService;
  /** requireSession, which puts the user on the context. */
  readonly signedIn: MiddlewareHandler<SignedInEnv>;
}

/** The launch list and the products in a restricted launch. */
export function productRoutes({ catalogue, signedIn }: ProductRoutesOptions): Hono<SignedInEnv> {
  return new Hono<SignedInEnv>()
    .get('/products', signedIn, async (c) =>
      c.json(
        await catalogue.launchCatalogue({ user: c.var.user, site: requestSite(c), locale: requestLocale(c) }),
        200,
      ),
    )
    .get('/v1/products', signedIn, async (c) => c.json(await catalogue.restrictedLaunchInfo(), 200));
}
