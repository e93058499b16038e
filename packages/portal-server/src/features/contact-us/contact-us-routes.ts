import {
  BOT_CHALLENGE_STATUS,
  BOT_PROOF_HEADER,
  BotChallengeSchema,
  type BotProofRefusal,
  CONTACT_US_PARTS,
  ContactUsCreatedSchema,
  contactUsSchema,
  decodeBotProof,
  resolveLocale,
  type SupportFormReading,
} from '@partner-insights/contracts';
import { Hono } from 'hono';
import { requestClient } from '../../platform/http/client';
import { errorResponse } from '../../platform/http/error-envelope';
import { requestLocale, requestSite } from '../../platform/http/request-site';
import { requireMediaType } from '../../platform/http/require-media-type';
import { invalidRequest } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import type { ConfigurationService } from '../configuration';
import type { MaybeSignedInEnv } from '../identity';
import {
  ATTACHMENT_TOO_LARGE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  multipartBodyLimit,
  NOT_OFFERED_MESSAGE,
  readMultipartForm,
  type SupportConfigurationService,
} from '../support';
import type { BotCheckService } from './bot-check-service';
import { botCheckClientOf, type ContactUsService } from './contact-us-service';
import { answers, MULTIPART_ERRORS } from '../../platform/openapi/answer-schemas';

export interface ContactUsRoutesOptions {
  readonly contactUs: ContactUsService;
  /** Issues the challenges; the contact-us service checks them. */
  readonly botCheck: BotCheckService;
  readonly configuration: ConfigurationService;
  readonly supportConfiguration: SupportConfigurationService;
  readonly supportFormReading: SupportFormReading;
  readonly trustProxy: boolean;
  /** Enforces the route's policy; a public one that reads the session puts the user, if any, on the context. */
  readonly guard: Guard;
}

/** The problem a visitor's post on someone else's behalf is refused with. */
export const ON_BEHALF_NEEDS_SIGN_IN = 'onBehalfNeedsSignIn';

/** Contact us, for visitors and signed-in users, behind the bot check. */
export function contactUsRoutes({
  contactUs,
  botCheck,
  configuration,
  supportConfiguration,
  supportFormReading,
  trustProxy,
  guard,
}: ContactUsRoutesOptions): Hono<MaybeSignedInEnv> {
  return new Hono<MaybeSignedInEnv>().post(
    '/lcs/contact-us',
    guard({ access: 'public', session: 'optional' }),
    answers(ContactUsCreatedSchema, {
      status: 201,
      errors: {
        ...MULTIPART_ERRORS,
        400: [ATTACHMENT_TYPE_MESSAGE, NOT_OFFERED_MESSAGE],
        412: { schema: BotChallengeSchema, description: 'The bot check asks for a challenge to be completed first.' },
        413: ATTACHMENT_TOO_LARGE_MESSAGE,
      },
    }),
    requireMediaType('multipart/form-data'),
    multipartBodyLimit(CONTACT_US_PARTS),
    async (c) => {
      // The retried post carries the completed challenge in a header, so its body is sent again unchanged.
      const proofHeader = c.req.header(BOT_PROOF_HEADER);
      const botProof = proofHeader === undefined ? undefined : decodeBotProof(proofHeader);
      if (proofHeader !== undefined && !botProof) {
        return invalidRequest(c, [{ path: BOT_PROOF_HEADER, message: 'notABotProof' }]);
      }
      const form = await readMultipartForm(c, CONTACT_US_PARTS, contactUsSchema({ reading: supportFormReading }));
      if (!form.ok) return form.response;
      // Only a signed-in user may send for someone else: a visitor has no account to answer for them.
      if (form.detail.onBehalfOfSomeoneElse && !c.var.user) {
        return invalidRequest(c, [{ path: 'onBehalfOfSomeoneElse', message: ON_BEHALF_NEEDS_SIGN_IN }]);
      }
      const site = requestSite(c);
      if (!(await supportConfiguration.offers(site.market, form.detail))) {
        return errorResponse(c, 400, NOT_OFFERED_MESSAGE);
      }

      const sender = { market: site.market, user: c.var.user, address: requestClient(c, trustProxy).address };
      const client = botCheckClientOf(sender);
      // The app asks in the reader's language with the same `locale` header as the support configuration.
      const locale = c.req.header('locale') ? resolveLocale(c.req.header('locale')) : requestLocale(c);
      const challenge = (refusal?: BotProofRefusal) =>
        c.json({ ...botCheck.issue(client, locale), ...(refusal ? { refusal } : {}) }, BOT_CHALLENGE_STATUS);

      if (!botProof) {
        const abTestOn = (await configuration.portalConfiguration(site)).featureFlags['contact-us-a-b-test'];
        if (await contactUs.needsBotCheck(sender, abTestOn)) return challenge();
      }
      const submission = { request: form.detail, attachment: form.attachment };
      const outcome = await contactUs.submit(sender, submission, botProof);
      return 'created' in outcome ? c.json(outcome.created, 201) : challenge(outcome.refusal);
    },
  );
}
