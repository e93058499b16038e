import { resolveLocale } from '@partner-insights/contracts';
import { Hono, type MiddlewareHandler } from 'hono';
import { requestSite } from '../../platform/http/request-site';
import type { MaybeSignedInEnv } from '../identity';
import type { SupportConfigurationService } from './support-configuration-service';

export interface SupportRoutesOptions {
  readonly supportConfiguration: SupportConfigurationService;
  /** optionalSession, which puts the user, if any, on the context. */
  readonly maybeSignedIn: MiddlewareHandler<MaybeSignedInEnv>;
}

/** What the support forms offer, for visitors and signed-in users alike. */
export function supportRoutes({ supportConfiguration, maybeSignedIn }: SupportRoutesOptions): Hono<MaybeSignedInEnv> {
  return new Hono<MaybeSignedInEnv>().get('/analyticsReports', maybeSignedIn, async (c) => {
    // The spec's call names its language in a `locale` header rather than Accept-Language.
    const reader = { market: requestSite(c).market, locale: resolveLocale(c.req.header('locale')), user: c.var.user };
    return c.json(await supportConfiguration.configuration(reader), 200);
  });
}
