import { Hono } from 'hono';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { Guard } from '../../platform/policy/guard';
import type { ConfigurationService } from '../configuration';
import { contentRoutes } from './content-routes';
import { createContentService } from './content-service';

export interface ContentDependencies {
  readonly db: Db;
  readonly guard: Guard;
  /** The market's feature flags: the knowledge base and its search roll out per market. */
  readonly configuration: ConfigurationService;
}

/** What a supplier reads: the knowledge bases, the release notes, the terms and the public pages. */
export function contentFeature({ db, guard, configuration }: ContentDependencies): Feature {
  const routes = new Hono();
  routes.route('/', contentRoutes({ db, content: createContentService(db), configuration, guard }));
  return { routes };
}
