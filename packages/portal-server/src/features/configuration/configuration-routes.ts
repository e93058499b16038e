import {
  BlockBannerSchema,
  MARKETS,
  PortalConfigurationSchema,
  SiteLanguagesSchema,
} from '@partner-insights/contracts';
import { Hono } from 'hono';
import * as v from 'valibot';
import { errorResponse } from '../../platform/http/error-envelope';
import { requestLocale, requestSite } from '../../platform/http/request-site';
import type { Guard } from '../../platform/policy/guard';
import type { BannerService } from './banner-service';
import type { ConfigurationService } from './configuration-service';
import { answers } from '../../platform/openapi/answer-schemas';

export interface ConfigurationRoutesOptions {
  readonly configuration: ConfigurationService;
  readonly banners: BannerService;
  readonly guard: Guard;
}

/** What the app needs before it renders, for anyone: configuration, languages and the block banner. */
export function configurationRoutes({ configuration, banners, guard }: ConfigurationRoutesOptions): Hono {
  const visitors = guard({ access: 'public' });
  return new Hono()
    .get('/ccm', visitors, answers(PortalConfigurationSchema), async (c) =>
      c.json(await configuration.portalConfiguration(requestSite(c)), 200),
    )
    .get(
      '/v1/identity/sites/:site',
      visitors,
      answers(SiteLanguagesSchema, { errors: { 404: 'There is no site UK' } }),
      async (c) => {
        const site = c.req.param('site');
        if (!v.is(v.picklist(MARKETS), site)) return errorResponse(c, 404, `There is no site ${site}`);
        return c.json(await configuration.siteLanguages(site), 200);
      },
    )
    .get('/banner', visitors, answers(BlockBannerSchema), async (c) =>
      c.json(await banners.activeBanner(requestSite(c).market, requestLocale(c)), 200),
    );
}
