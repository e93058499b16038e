import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError, notFound } from './error-envelope';

function appThrowing(error: unknown): Hono {
  const app = new Hono();
  app.onError(handleError);
  app.notFound(notFound);
  app.get('/boom', () => {
    throw error;
  });
  return app;
}

describe('the error envelope', () => {
  afterEach(() => vi.restoreAllMocks());

  it('carries an HTTPException’s status and message', async () => {
    const response = await appThrowing(new HTTPException(403, { message: 'Forbidden' })).request('/boom');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { status: 403, message: 'Forbidden' } });
  });

  it('passes an HTTPException’s prepared response through untouched', async () => {
    const prepared = new Response('Payload Too Large', { status: 413 });
    const response = await appThrowing(new HTTPException(413, { res: prepared })).request('/boom');
    expect(response.status).toBe(413);
    expect(await response.text()).toBe('Payload Too Large');
  });

  it('answers anything else with 500 and no internals, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await appThrowing(new Error('secret connection string')).request('/boom');
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({
      error: { status: 500, message: 'An error occurred while processing your request. Please try again.' },
    });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(log).toHaveBeenCalledOnce();
  });

  it('answers unknown routes with 404', async () => {
    const response = await appThrowing(undefined).request('/missing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { status: 404, message: 'Not Found' } });
  });
});
