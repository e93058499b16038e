import { Hono } from 'hono';
import { requestLocale, requestSite } from '../../platform/http/request-site';
import type { Guard } from '../../platform/policy/guard';
import type { SignedInEnv } from '../identity';
import type { ProductCatalogueService } from './product-catalogue-service';
import { answers } from '../../platform/openapi/answer-schemas';
import { LaunchCatalogueSchema, RestrictedLaunchInfoSchema } from '@partner-insights/contracts';

export interface ProductRoutesOptions {
  readonly catalogue: ProductCatalogueService;
  /** Enforces each route's policy; a signed-in one puts the user on the context. */
  readonly guard: Guard;
}

/** The launch list and the products in a restricted launch. */
export function productRoutes({ catalogue, guard }: ProductRoutesOptions): Hono<SignedInEnv> {
  const signedIn = guard({ access: 'signedIn' });
  return new Hono<SignedInEnv>()
    .get('/products', signedIn, answers(LaunchCatalogueSchema), async (c) =>
      c.json(
        await catalogue.launchCatalogue({ user: c.var.user, site: requestSite(c), locale: requestLocale(c) }),
        200,
      ),
    )
    .get('/v1/products', signedIn, answers(RestrictedLaunchInfoSchema), async (c) =>
      c.json(await catalogue.restrictedLaunchInfo(), 200),
    );
}
