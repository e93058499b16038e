import { Hono } from 'hono';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { Guard } from '../../platform/policy/guard';
import { createProductCatalogueService, type ProductCatalogueService } from './product-catalogue-service';
import { productRoutes } from './product-routes';

export interface LaunchListDependencies {
  readonly db: Db;
  readonly guard: Guard;
}

/** The products users launch from the portal, with their access to each. */
export interface LaunchListFeature extends Feature {
  readonly catalogue: ProductCatalogueService;
}

export function launchListFeature({ db, guard }: LaunchListDependencies): LaunchListFeature {
  const catalogue = createProductCatalogueService(db);
  const routes = new Hono();
  routes.route('/', productRoutes({ catalogue, guard }));
  return { routes, catalogue };
}
