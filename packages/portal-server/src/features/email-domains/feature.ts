import { Hono } from 'hono';
import type { AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { Guard } from '../../platform/policy/guard';
import { emailDomainRoutes } from './email-domain-routes';
import { createEmailDomainService } from './email-domain-service';

export interface EmailDomainsDependencies {
  readonly db: Db;
  readonly clock: Clock;
  /** Where every added, changed and removed domain is recorded. */
  readonly audit: AuditTrail;
  readonly guard: Guard;
}

/** A company's authorised email domains: the addresses its users may have. */
export function emailDomainsFeature({ db, clock, audit, guard }: EmailDomainsDependencies): Feature {
  const routes = new Hono();
  routes.route('/', emailDomainRoutes({ domains: createEmailDomainService(db, clock, audit), guard }));
  return { routes };
}
