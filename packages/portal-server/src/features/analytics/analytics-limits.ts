import type { Context } from 'hono';
import type { AnalyticsLimits } from '../../config';
import { requestClient } from '../../platform/http/client';
import type { RateLimitCharge } from '../../platform/rate-limit/rate-limiter';

const MINUTE_SECONDS = 60;

export interface AnalyticsChargesOptions {
  readonly limits: AnalyticsLimits;
  readonly trustProxy: boolean;
  /** Names the browser session the request presents, if any. */
  readonly sessionKey: (c: Context) => string | undefined;
}

/** What a batch of events is counted against: its address, and its session when signed in. */
export function analyticsCharges({
  limits,
  trustProxy,
  sessionKey,
}: AnalyticsChargesOptions): (c: Context) => RateLimitCharge[] {
  return (c) => {
    const session = sessionKey(c);
    return [
      {
        key: `analytics:address:${requestClient(c, trustProxy).address}`,
        rateLimit: { limit: limits.eventsPerMinutePerAddress, windowSeconds: MINUTE_SECONDS },
      },
      ...(session === undefined
        ? []
        : [
            {
              key: `analytics:session:${session}`,
              rateLimit: { limit: limits.eventsPerMinutePerSession, windowSeconds: MINUTE_SECONDS },
            },
          ]),
    ];
  };
}
