import { Hono } from 'hono';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { IdentityFeature } from '../identity';
import { createProductCatalogueService, type ProductCatalogueService } from './product-catalogue-service';
import { productRoutes } from './product-routes';

export interface LaunchListDependencies {
  readonly db: Db;
  readonly identity: Pick<IdentityFeature, 'signedIn'>;
}

/** The products users launch from the portal, with their access to each. */
export interface LaunchListFeature extends Feature {
  readonly catalogue: ProductCatalogueService;
}

export function launchListFeature({ db, identity: { signedIn } }: LaunchListDependencies): LaunchListFeature {
  const catalogue = createProductCatalogueService(db);
  const routes = new Hono();
  routes.route('/', productRoutes({ catalogue, signedIn }));
  return { routes, catalogue };
}
