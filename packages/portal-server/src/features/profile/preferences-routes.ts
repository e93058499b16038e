import { StoredUserPreferencesSchema, UserPreferencesSchema } from '@partner-insights/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorResponse } from '../../platform/http/error-envelope';
import { requestSite } from '../../platform/http/request-site';
import { requireJson } from '../../platform/http/require-json';
import { validateJson } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import type { ConfigurationService } from '../configuration';
import { allowOnly, type SignedInEnv } from '../identity';
import { isOwnLoginId, UPDATE_OWN_SETTINGS } from './own-account';
import { preferencesOf, type PreferencesService } from './preferences-service';
import { answers, JSON_BODY_ERRORS } from '../../platform/openapi/answer-schemas';

/** Far above a language code and a time zone name. */
const MAX_PREFERENCES_BODY_BYTES = 1024;

const OWN_ONLY_MESSAGE = 'You can only read and change your own preferences';
const ownOnly = allowOnly((c) => isOwnLoginId(c.var.user, c.req.param('loginId') ?? ''), OWN_ONLY_MESSAGE);

export interface PreferencesRoutesOptions {
  readonly preferences: PreferencesService;
  readonly configuration: ConfigurationService;
  /** Enforces each route's policy; a signed-in one puts the user on the context. */
  readonly guard: Guard;
}

/** The signed-in user's language and time zone. */
export function preferencesRoutes({ preferences, configuration, guard }: PreferencesRoutesOptions): Hono<SignedInEnv> {
  return new Hono<SignedInEnv>()
    .get(
      '/users/:loginId/preferences',
      guard({ access: 'signedIn' }),
      answers(StoredUserPreferencesSchema, { errors: { 403: OWN_ONLY_MESSAGE } }),
      ownOnly,
      (c) => c.json(preferencesOf(c.var.user), 200),
    )
    .post(
      '/users/:loginId/preferences',
      guard({ access: 'signedIn', permission: UPDATE_OWN_SETTINGS }),
      answers(StoredUserPreferencesSchema, {
        errors: { ...JSON_BODY_ERRORS, 400: 'The MX site does not offer the language fr-CA', 403: OWN_ONLY_MESSAGE },
      }),
      requireJson,
      ownOnly,
      bodyLimit({ maxSize: MAX_PREFERENCES_BODY_BYTES }),
      validateJson(UserPreferencesSchema),
      async (c) => {
        const wanted = c.req.valid('json');
        const { market } = requestSite(c);
        if (!(await configuration.allowedLocales(market)).includes(wanted.language_code)) {
          return errorResponse(c, 400, `The ${market} site does not offer the language ${wanted.language_code}`);
        }
        return c.json(await preferences.save(c.var.user, c.var.actor, wanted), 200);
      },
    );
}
