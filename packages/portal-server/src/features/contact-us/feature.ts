import type { SupportFormReading } from '@partner-insights/contracts';
import { Hono } from 'hono';
import type { BotCheckSettings } from '../../config';
import type { AuditTrail } from '../../platform/audit/audit-trail';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Feature } from '../../platform/http/feature';
import type { Outbox } from '../../platform/mail';
import type { Guard } from '../../platform/policy/guard';
import type { ConfigurationFeature } from '../configuration';
import type { SupportFeature } from '../support';
import { createBotCheckService } from './bot-check-service';
import { contactUsRoutes } from './contact-us-routes';
import { createContactUsService } from './contact-us-service';

export interface ContactUsDependencies {
  readonly db: Db;
  readonly clock: Clock;
  /** Where every change the feature makes is recorded. */
  readonly audit: AuditTrail;
  /** When contact us asks for the bot check, and the secret its challenges are signed with. */
  readonly botCheck: BotCheckSettings;
  /** Where contact-us notifications are written to, and where they go. */
  readonly outbox: Outbox;
  readonly supportEmail: string;
  readonly supportFormReading: SupportFormReading;
  readonly trustProxy: boolean;
  readonly guard: Guard;
  readonly configuration: Pick<ConfigurationFeature, 'configuration'>;
  readonly support: Pick<SupportFeature, 'supportConfiguration'>;
}

/** The contact-us form, for visitors and signed-in users alike, behind a bot check. */
export function contactUsFeature({
  db,
  clock,
  audit,
  botCheck: settings,
  outbox,
  supportEmail,
  supportFormReading,
  trustProxy,
  guard,
  configuration: { configuration },
  support: { supportConfiguration },
}: ContactUsDependencies): Feature {
  const botCheck = createBotCheckService(settings, clock);
  const routes = new Hono();
  routes.route(
    '/',
    contactUsRoutes({
      contactUs: createContactUsService({ db, clock, botCheck, settings, outbox, supportEmail, audit }),
      botCheck,
      configuration,
      supportConfiguration,
      supportFormReading,
      trustProxy,
      guard,
    }),
  );
  return { routes };
}
