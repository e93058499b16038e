import { Hono } from 'hono';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { Guard } from '../../platform/policy/guard';
import { companyListRoutes } from './company-list-routes';
import { createCompanyListService } from './company-list-service';

export interface CompaniesDependencies {
  readonly db: Db;
  readonly guard: Guard;
}

/** Every company, as the super admin's company list shows it, and the companies each user works for. */
export function companiesFeature({ db, guard }: CompaniesDependencies): Feature {
  const routes = new Hono();
  routes.route('/', companyListRoutes({ companyList: createCompanyListService(db), guard }));
  return { routes };
}
