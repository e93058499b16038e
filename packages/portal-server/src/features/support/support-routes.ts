import { resolveLocale, SupportConfigurationSchema } from '@partner-insights/contracts';
import { Hono } from 'hono';
import { requestSite } from '../../platform/http/request-site';
import type { Guard } from '../../platform/policy/guard';
import type { MaybeSignedInEnv } from '../identity';
import type { SupportConfigurationService } from './support-configuration-service';
import { answers } from '../../platform/openapi/answer-schemas';

export interface SupportRoutesOptions {
  readonly supportConfiguration: SupportConfigurationService;
  /** Enforces each route's policy; a public one that reads the session puts the user, if any, on the context. */
  readonly guard: Guard;
}

/** What the support forms offer, for visitors and signed-in users alike. */
export function supportRoutes({ supportConfiguration, guard }: SupportRoutesOptions): Hono<MaybeSignedInEnv> {
  return new Hono<MaybeSignedInEnv>().get(
    '/analyticsReports',
    guard({ access: 'public', session: 'optional' }),
    answers(SupportConfigurationSchema),
    async (c) => {
      // The spec's call names its language in a `locale` header rather than Accept-Language.
      const reader = { market: requestSite(c).market, locale: resolveLocale(c.req.header('locale')), user: c.var.user };
      return c.json(await supportConfiguration.configuration(reader), 200);
    },
  );
}
