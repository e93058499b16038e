import type { SupportFormReading } from '@partner-insights/contracts';
import { Hono } from 'hono';
import type { AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { Guard } from '../../platform/policy/guard';
import { incidentRoutes } from './incident-routes';
import { createIncidentService } from './incident-service';
import { createSupportConfigurationService, type SupportConfigurationService } from './support-configuration-service';
import { supportRoutes } from './support-routes';

export interface SupportDependencies {
  readonly db: Db;
  readonly clock: Clock;
  /** Where every change the feature makes is recorded. */
  readonly audit: AuditTrail;
  /** Which reading of the support forms' optional fields the server validates by. */
  readonly supportFormReading: SupportFormReading;
  readonly guard: Guard;
}

/** The support desk's types and issues each site offers, and the signed-in users' tickets (incidents). */
export interface SupportFeature extends Feature {
  readonly supportConfiguration: SupportConfigurationService;
}

export function supportFeature({ db, clock, audit, supportFormReading, guard }: SupportDependencies): SupportFeature {
  const supportConfiguration = createSupportConfigurationService(db);
  const routes = new Hono();
  routes.route('/', supportRoutes({ supportConfiguration, guard }));
  routes.route(
    '/',
    incidentRoutes({
      incidents: createIncidentService({ db, clock, audit, supportConfiguration }),
      supportConfiguration,
      supportFormReading,
      guard,
    }),
  );
  return { routes, supportConfiguration };
}
