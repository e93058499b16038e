import {
  BOT_CHALLENGE_STATUS,
  BotProofSchema,
  contactUsSchema,
  resolveLocale,
  type BotProofRefusal,
  type SupportFormReading,
} from '@partner-insights/contracts';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { requestClient } from '../http/client';
import { errorResponse } from '../http/error-envelope';
import type { MaybeSignedInEnv } from '../http/optional-session';
import { requestLocale, requestSite } from '../http/request-site';
import { requireJson } from '../http/require-json';
import { invalidRequest, problemsOf, validateJson } from '../http/validate-request';
import type { BotCheckService } from '../services/bot-check-service';
import type { ConfigurationService } from '../services/configuration-service';
import { botCheckClientOf, type ContactUsService } from '../services/contact-us-service';
import type { SupportConfigurationService } from '../services/support-configuration-service';
import { NOT_OFFERED_MESSAGE } from './incidents';

/** Far above the form's fields at their longest, in multi-byte characters, and a challenge proof. */
const MAX_CONTACT_US_BODY_BYTES = 32 * 1024;

/** The retried post carries the completed challenge beside the form's fields. */
const ProofCarrierSchema = v.object({ botProof: v.optional(BotProofSchema) });

export interface ContactUsRoutesOptions {
  readonly contactUs: ContactUsService;
  /** Issues the challenges; the contact-us service checks them. */
  readonly botCheck: BotCheckService;
  readonly configuration: ConfigurationService;
  readonly supportConfiguration: SupportConfigurationService;
  readonly supportFormReading: SupportFormReading;
  readonly trustProxy: boolean;
  /** optionalSession, which puts the user, if any, on the context. */
  readonly maybeSignedIn: MiddlewareHandler<MaybeSignedInEnv>;
}

/** Contact us, for visitors and signed-in users, behind the bot check. */
export function contactUsRoutes({
  contactUs,
  botCheck,
  configuration,
  supportConfiguration,
  supportFormReading,
  trustProxy,
  maybeSignedIn,
}: ContactUsRoutesOptions): Hono<MaybeSignedInEnv> {
  return new Hono<MaybeSignedInEnv>().post(
    '/lcs/contact-us',
    requireJson,
    maybeSignedIn,
    bodyLimit({ maxSize: MAX_CONTACT_US_BODY_BYTES }),
    validateJson(contactUsSchema({ reading: supportFormReading })),
    async (c) => {
      const request = c.req.valid('json');
      const carried = v.safeParse(ProofCarrierSchema, await c.req.json());
      if (!carried.success) return invalidRequest(c, problemsOf(carried.issues));
      const site = requestSite(c);
      if (!(await supportConfiguration.offers(site.market, request))) {
        return errorResponse(c, 400, NOT_OFFERED_MESSAGE);
      }

      const sender = { market: site.market, user: c.var.user, address: requestClient(c, trustProxy).address };
      const client = botCheckClientOf(sender);
      // The app asks in the reader's language with the same `locale` header as the support configuration.
      const locale = c.req.header('locale') ? resolveLocale(c.req.header('locale')) : requestLocale(c);
      const challenge = (refusal?: BotProofRefusal) =>
        c.json({ ...botCheck.issue(client, locale), ...(refusal ? { refusal } : {}) }, BOT_CHALLENGE_STATUS);

      const { botProof } = carried.output;
      if (!botProof) {
        const abTestOn = (await configuration.portalConfiguration(site)).featureFlags['contact-us-a-b-test'];
        if (await contactUs.needsBotCheck(sender, abTestOn)) return challenge();
      }
      const outcome = await contactUs.submit(sender, request, botProof);
      return 'created' in outcome ? c.json(outcome.created, 201) : challenge(outcome.refusal);
    },
  );
}
