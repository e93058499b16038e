import type { Health } from '@partner-insights/contracts';
import { Hono } from 'hono';
import type { HealthService } from './health-service';

export function healthRoutes(health: HealthService): Hono {
  return new Hono().get('/health', async (c) => {
    const database = await health.checkDatabase();
    return database === 'up'
      ? c.json({ status: 'ok', database } satisfies Health, 200)
      : c.json({ status: 'error', database } satisfies Health, 503);
  });
}
