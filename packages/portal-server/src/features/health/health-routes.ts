import { type Health, HealthSchema } from '@partner-insights/contracts';
import { Hono } from 'hono';
import type { Guard } from '../../platform/policy/guard';
import type { HealthService } from './health-service';
import { answers } from '../../platform/openapi/answer-schemas';

export function healthRoutes(health: HealthService, guard: Guard): Hono {
  return new Hono().get(
    '/health',
    guard({ access: 'public' }),
    answers(HealthSchema, { example: { status: 'ok', database: 'up' } }),
    async (c) => {
      const database = await health.checkDatabase();
      return database === 'up'
        ? c.json({ status: 'ok', database } satisfies Health, 200)
        : c.json({ status: 'error', database } satisfies Health, 503);
    },
  );
}
