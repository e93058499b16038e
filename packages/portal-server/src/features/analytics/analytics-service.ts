import type { Market, TrackedEvent } from '@partner-insights/contracts';
import type { Db } from '../../platform/db/database';
import { analyticsEvents } from './analytics.schema';

export interface AnalyticsService {
  /** Stores one batch from the app's tracker, all or nothing. */
  record(events: readonly TrackedEvent[], market: Market): Promise<void>;
}

export function createAnalyticsService(db: Db): AnalyticsService {
  return {
    async record(events, market) {
      await db.insert(analyticsEvents).values(
        events.map(({ kind, name, page, at, data }) => ({
          kind,
          name,
          page,
          occurredAt: new Date(at),
          market,
          data: data ?? null,
        })),
      );
    },
  };
}
