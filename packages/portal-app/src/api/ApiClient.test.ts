import { BOT_PROOF_HEADER, decodeBotProof, errorEnvelope } from '@partner-insights/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createFixtureTransport } from '../testing/fixtureTransport';
import {
  ApiClient,
  HTTP_CONFIG_MISSING,
  NO_RESPONSE_STATUS,
  SERVER_NOT_RESPONDING,
  UNKNOWN_HTTP_ERROR,
} from './ApiClient';

describe('ApiClient', () => {
  it('sends JSON, uncached, with same-origin credentials', async () => {
    const transport = createFixtureTransport({ 'POST /api/things': { status: 201, body: { id: 7 } } });
    await new ApiClient({ fetch: transport.fetch }).post('/things', { name: 'a' });

    const [request] = transport.requests;
    expect(request?.url).toBe('/api/things');
    expect(request?.init).toMatchObject({ method: 'POST', credentials: 'same-origin', cache: 'no-store' });
    expect(request?.headers).toMatchObject({
      'cache-control': 'no-store',
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(request?.body).toEqual({ name: 'a' });
  });

  it('yields the result and the response headers on success', async () => {
    const transport = createFixtureTransport({
      'GET /api/things': { body: [{ id: 1 }], headers: { 'X-Total-Count': '1' } },
    });
    const response = await new ApiClient({ fetch: transport.fetch }).get<{ id: number }[]>('things');

    expect(response.error).toBeUndefined();
    expect(response.result).toEqual([{ id: 1 }]);
    expect(response.error ? undefined : response.headers['x-total-count']).toBe('1');
  });

  it('sends no body and no content type without a payload, and merges custom headers', async () => {
    const transport = createFixtureTransport({ 'GET /api/things': { body: [] } });
    await new ApiClient({ fetch: transport.fetch }).get('/things', { headers: { 'Accept-Language': 'es-MX' } });

    const [request] = transport.requests;
    expect(request?.init.body).toBeUndefined();
    expect(request?.headers['content-type']).toBeUndefined();
    expect(request?.headers['accept-language']).toBe('es-MX');
  });

  it('appends URL-encoded query parameters and leaves absent ones out', async () => {
    const transport = createFixtureTransport({ 'GET /api/users': { body: [] } });
    await new ApiClient({ fetch: transport.fetch }).get('/users', {
      query: { search: 'a&b c', page: 2, page_size: undefined },
    });

    expect(transport.requests[0]?.url).toBe('/api/users?search=a%26b%20c&page=2');
  });

  it('reports a blob download’s progress, with the total when the server gives its length', async () => {
    const chunks = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          ['abc', 'defg'].forEach((text) => controller.enqueue(new TextEncoder().encode(text)));
          controller.close();
        },
      });
    const transport = createFixtureTransport({
      'GET /api/sized': { body: chunks(), headers: { 'Content-Length': '7' } },
      'GET /api/streamed': { body: chunks() },
    });
    const api = new ApiClient({ fetch: transport.fetch });
    const sized = vi.fn();
    const streamed = vi.fn();

    const response = await api.get<Blob>('/sized', { responseType: 'blob', onDownloadProgress: sized });
    await api.get<Blob>('/streamed', { responseType: 'blob', onDownloadProgress: streamed });

    expect(await response.result?.text()).toBe('abcdefg');
    expect(sized).toHaveBeenCalledWith(0, 7);
    expect(sized).toHaveBeenLastCalledWith(7, 7);
    expect(streamed).toHaveBeenLastCalledWith(7, null);
  });

  it('yields a null result for an empty success body', async () => {
    const transport = createFixtureTransport({ 'DELETE /api/things/1': { status: 204 } });
    const response = await new ApiClient({ fetch: transport.fetch }).delete('/things/1');

    expect(response).toMatchObject({ result: null, headers: {} });
    expect(response.error).toBeUndefined();
  });

  it('reads text when asked to', async () => {
    const fetch = vi.fn(async () => new Response('plain words', { status: 200 }));
    const response = await new ApiClient({ fetch }).get<string>('/notes', { responseType: 'text' });

    expect(response.result).toBe('plain words');
  });

  it('yields the error envelope of a failed call, with its status and headers', async () => {
    const transport = createFixtureTransport({
      'PUT /api/things/1': {
        status: 422,
        body: errorEnvelope(422, 'Name is required', { field: 'name' }),
        headers: { 'X-Request-Id': 'r-1' },
      },
    });
    const response = await new ApiClient({ fetch: transport.fetch }).put('/things/1', {});

    expect(response.result).toBeNull();
    expect(response.error).toEqual({
      status: 422,
      message: 'Name is required',
      details: { field: 'name' },
      headers: expect.objectContaining({ 'x-request-id': 'r-1' }) as unknown,
    });
  });

  it('names an error without an envelope an unknown http error', async () => {
    const fetch = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const response = await new ApiClient({ fetch }).get('/things');

    expect(response.error).toMatchObject({ status: 502, message: UNKNOWN_HTTP_ERROR });
  });

  it('treats an unreadable success body as an unknown http error', async () => {
    const fetch = vi.fn(async () => new Response('{not json', { status: 200 }));
    const response = await new ApiClient({ fetch }).get('/things');

    expect(response.error).toMatchObject({ status: 200, message: UNKNOWN_HTTP_ERROR });
  });

  it('reports a server that does not answer', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const response = await new ApiClient({ fetch }).get('/things');

    expect(response).toEqual({ error: { status: NO_RESPONSE_STATUS, message: SERVER_NOT_RESPONDING }, result: null });
  });

  it('answers "http config missing!" when it has no way to make calls, and reports no session end', async () => {
    vi.stubGlobal('fetch', undefined);
    const client = new ApiClient();
    const unauthorized = vi.fn();
    client.onUnauthorized(unauthorized);

    const response = await client.get('/things');

    expect(response).toEqual({ error: { status: NO_RESPONSE_STATUS, message: HTTP_CONFIG_MISSING }, result: null });
    expect(HTTP_CONFIG_MISSING).toBe('http config missing!');
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('calls the environment’s fetch when given no transport', async () => {
    const fetch = vi.fn(async () => Response.json({ id: 1 }));
    vi.stubGlobal('fetch', fetch);

    const response = await new ApiClient().get('/things/1');

    expect(fetch).toHaveBeenCalledWith('/api/things/1', expect.objectContaining({ method: 'GET' }));
    expect(response.result).toEqual({ id: 1 });
  });

  it('hands beacons to the browser as JSON under the API base', async () => {
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    const accepted = new ApiClient({ fetch: vi.fn(), sendBeacon }).beacon('/analytics/events', { events: [] });

    expect(accepted).toBe(true);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/analytics/events');
    expect(body?.type).toBe('application/json');
    expect(JSON.parse((await body?.text()) ?? '')).toEqual({ events: [] });
  });

  it('reports an undelivered beacon instead of throwing', () => {
    const sendBeacon = vi.fn(() => {
      throw new TypeError('Illegal invocation');
    });

    expect(new ApiClient({ fetch: vi.fn(), sendBeacon }).beacon('/analytics/events', {})).toBe(false);
    expect(new ApiClient({ fetch: vi.fn() }).beacon('/analytics/events', {})).toBe(false);
  });

  it('reports a 401 of an authorized call to its listeners, and not once they stop listening', async () => {
    const transport = createFixtureTransport({
      'GET /api/things': { status: 401, body: errorEnvelope(401, 'Session Expired') },
    });
    const api = new ApiClient({ fetch: transport.fetch });
    const listener = vi.fn();
    const stop = api.onUnauthorized(listener);

    await api.get('/things');
    await api.get('/things', { authorized: false });
    stop();
    await api.get('/things');

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ status: 401, message: 'Session Expired' }));
  });

  it('sends multipart as it is, leaving its content type to the browser', async () => {
    const transport = createFixtureTransport({ 'POST /api/uploads': { status: 201, body: {} } });
    const form = new FormData();
    form.set('detail', '{}');
    await new ApiClient({ fetch: transport.fetch }).post('/uploads', form);

    expect(transport.requests[0]?.init.body).toBe(form);
    expect(transport.requests[0]?.headers['content-type']).toBeUndefined();
  });

  describe('bot prevention', () => {
    const challenge = {
      challenge: {
        id: 'challenge-1',
        kind: 'press-hold',
        holdMs: 3000,
        prompt: 'What is 2 + 3?',
        expiresAt: '2026-03-02T09:05:00.000Z',
        work: { seed: 'challenge-1-seed', difficulty: 8 },
      },
    } as const;
    const proof = { challengeId: 'challenge-1', method: 'alternative', answer: '5 años', nonce: '301' } as const;
    /** Answers 412 until a request carries a proof, then 201. */
    const challengingTransport = () =>
      createFixtureTransport({
        'POST /api/contact': (request) =>
          request.headers[BOT_PROOF_HEADER] ? { status: 201, body: { id: 1 } } : { status: 412, body: challenge },
      });

    it('shows the challenge and repeats the call with the proof in its header', async () => {
      const transport = challengingTransport();
      const api = new ApiClient({ fetch: transport.fetch });
      const answer = vi.fn(() => Promise.resolve(proof));
      api.onBotChallenge(answer);

      const response = await api.post('/contact', { name: 'a' }, { botPrevention: true });

      expect(answer).toHaveBeenCalledWith(challenge);
      expect(response.result).toEqual({ id: 1 });
      expect(transport.requests).toHaveLength(2);
      expect(decodeBotProof(transport.requests[1]?.headers[BOT_PROOF_HEADER] ?? '')).toEqual(proof);
      expect(transport.requests[1]?.body).toEqual({ name: 'a' });
    });

    it('answers the 412 when the reader closes the challenge', async () => {
      const transport = challengingTransport();
      const api = new ApiClient({ fetch: transport.fetch });
      api.onBotChallenge(() => Promise.resolve(null));

      const response = await api.post('/contact', {}, { botPrevention: true });

      expect(response.error?.status).toBe(412);
      expect(transport.requests).toHaveLength(1);
    });

    it('leaves a 412 of a call without bot prevention to its caller', async () => {
      const transport = challengingTransport();
      const api = new ApiClient({ fetch: transport.fetch });
      const answer = vi.fn(() => Promise.resolve(proof));
      api.onBotChallenge(answer);

      expect((await api.post('/contact', {})).error?.status).toBe(412);
      expect(answer).not.toHaveBeenCalled();
    });
  });
});
