import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE, handleError, notFound } from './error-envelope';

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

  it('passes an HTTPException’s prepared JSON response through untouched', async () => {
    const prepared = Response.json({ error: { status: 429, message: 'Slow down' } }, { status: 429 });
    const response = await appThrowing(new HTTPException(429, { res: prepared })).request('/boom');
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: { status: 429, message: 'Slow down' } });
  });

  it('wraps a prepared plain-text response, as the body limit sends, in the envelope', async () => {
    const prepared = new Response('Payload Too Large', { status: 413 });
    const response = await appThrowing(new HTTPException(413, { res: prepared })).request('/boom');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { status: 413, message: 'Payload Too Large' } });
  });

  it('answers 503 when the database cannot be reached, wrapped or not', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const shutDown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    for (const error of [refused, new Error('Failed query', { cause: shutDown })]) {
      const response = await appThrowing(error).request('/boom');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: { status: 503, message: DATABASE_UNAVAILABLE_MESSAGE } });
    }
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
