import { errorEnvelope } from '@partner-insights/contracts';
import type { FetchTransport } from '../api/ApiClient';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly init: RequestInit;
  readonly body: unknown;
}

export interface FixtureReply {
  readonly status?: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A fixed reply, or a function of the request; a function that throws stands for a server that never answers. */
export type Fixture = FixtureReply | ((request: RecordedRequest) => FixtureReply | Promise<FixtureReply>);

/** Fixtures keyed by `"<METHOD> <path>"`, e.g. `"POST /api/analytics/events"` (query strings are ignored). */
export type Fixtures = Readonly<Record<string, Fixture>>;

export interface FixtureTransport {
  readonly fetch: FetchTransport;
  /** Every request received, oldest first. */
  readonly requests: RecordedRequest[];
}

/**
 * A stand-in for the portal server in tests and stories: answers from fixtures and records what it was asked.
 * Unknown routes answer 404 with an error envelope, as the server does.
 */
export function createFixtureTransport(fixtures: Fixtures = {}): FixtureTransport {
  const requests: RecordedRequest[] = [];
  const fetch: FetchTransport = async (url, init) => {
    const method = init.method ?? 'GET';
    const request: RecordedRequest = {
      method,
      url,
      init,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
    };
    requests.push(request);
    const fixture = fixtures[`${method} ${url.split('?')[0]}`];
    const reply = typeof fixture === 'function' ? await fixture(request) : (fixture ?? notFound(method, url));
    return toResponse(reply);
  };
  return { fetch, requests };
}

function notFound(method: string, url: string): FixtureReply {
  return { status: 404, body: errorEnvelope(404, `No fixture for ${method} ${url}`) };
}

function toResponse({ status = 200, body, headers = {} }: FixtureReply): Response {
  if (body === undefined) return new Response(null, { status, headers });
  // Files and streamed downloads go as they are.
  if (body instanceof Blob || body instanceof ReadableStream) return new Response(body, { status, headers });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}
