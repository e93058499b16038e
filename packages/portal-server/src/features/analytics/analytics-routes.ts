import { marketFromHost, TrackedEventBatchSchema } from '@partner-insights/contracts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { validateJson } from '../../platform/http/validate-request';
import type { Guard } from '../../platform/policy/guard';
import type { AnalyticsService } from './analytics-service';

/** Browsers cap a beacon at about 64 KiB; a full batch of events fits well within it. */
const MAX_BATCH_BYTES = 64 * 1024;

export function analyticsRoutes(analytics: AnalyticsService, guard: Guard): Hono {
  return new Hono().post(
    '/analytics/events',
    guard({ access: 'public' }),
    bodyLimit({ maxSize: MAX_BATCH_BYTES }),
    validateJson(TrackedEventBatchSchema),
    async (c) => {
      await analytics.record(c.req.valid('json').events, marketFromHost(c.req.header('host') ?? ''));
      return c.body(null, 204);
    },
  );
}
