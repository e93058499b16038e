import type { Hono } from 'hono';

/** An area of the API: its routes, which the app mounts under /api, and what of it other features use. */
export interface Feature {
  readonly routes: Hono;
}
