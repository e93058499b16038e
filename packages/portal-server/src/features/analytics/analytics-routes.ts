import { marketFromHost, TrackedEventBatchSchema } from '@partner-insights/contracts';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorResponse } from '../../platform/http/error-envelope';
import { validateJson } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import type { RateLimitCharge, RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { AnalyticsService } from './analytics-service';
import { answersNothing, JSON_BODY_ERRORS } from '../../platform/openapi/answer-schemas';

/** Browsers cap a beacon at about 64 KiB; a full batch of events fits well within it. */
const MAX_BATCH_BYTES = 64 * 1024;

export const ANALYTICS_THROTTLED_MESSAGE = 'Too many analytics events: send them again later.';

export interface AnalyticsRoutesOptions {
  readonly analytics: AnalyticsService;
  readonly rateLimiter: RateLimiter;
  /** The limits a request's events count against. */
  readonly chargesOf: (c: Context) => RateLimitCharge[];
  /** Enforces the route's policy. */
  readonly guard: Guard;
}

export function analyticsRoutes({ analytics, rateLimiter, chargesOf, guard }: AnalyticsRoutesOptions): Hono {
  return new Hono().post(
    '/analytics/events',
    guard({ access: 'public' }),
    answersNothing(204, { errors: { 413: JSON_BODY_ERRORS[413], 429: ANALYTICS_THROTTLED_MESSAGE } }),
    bodyLimit({ maxSize: MAX_BATCH_BYTES }),
    validateJson(TrackedEventBatchSchema),
    async (c) => {
      const { events } = c.req.valid('json');
      // Every event counts, so a batch of fifty weighs fifty times a single page view.
      const verdict = await rateLimiter.charge(chargesOf(c), events.length);
      if (!verdict.allowed) {
        c.header('Retry-After', String(verdict.retryAfterSeconds));
        return errorResponse(c, 429, ANALYTICS_THROTTLED_MESSAGE);
      }
      await analytics.record(events, marketFromHost(c.req.header('host') ?? ''));
      return c.body(null, 204);
    },
  );
}
