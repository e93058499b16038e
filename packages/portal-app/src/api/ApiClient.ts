import {
  BOT_CHALLENGE_STATUS,
  BOT_PROOF_HEADER,
  BotChallengeSchema,
  encodeBotProof,
  ErrorEnvelopeSchema,
  type BotChallenge,
  type BotProof,
  type ErrorEnvelope,
} from '@partner-insights/contracts';
import * as v from 'valibot';
import { toQueryString, type QueryParams } from './queryString';

/** The error of a failed call, shaped like the contracts' error envelope. */
export type ApiError = ErrorEnvelope['error'];

export type ResponseHeaders = Readonly<Record<string, string>>;

/** A call either succeeds with its result and headers, or fails with an error (and no result). */
export type ApiResponse<T> =
  | { readonly result: T; readonly headers: ResponseHeaders; readonly error?: undefined }
  | { readonly error: ApiError; readonly result: null };

export type ResponseType = 'json' | 'text' | 'blob';

export interface RequestOptions {
  readonly headers?: Readonly<Record<string, string>>;
  readonly query?: QueryParams;
  readonly responseType?: ResponseType;
  readonly signal?: AbortSignal;
  /**
   * Whether a 401 means the session ended (default true): it is then reported to the `onUnauthorized` listeners,
   * which route the reader (spec portal-shell §8). False for calls where a 401 is an answer (sign-in).
   */
  readonly authorized?: boolean;
  /**
   * The call may answer 412 with a bot challenge (spec portal-shell §4): the challenge is handed to the
   * `onBotChallenge` handler and the call repeated with the proof it returns, until it is accepted or the
   * reader gives up, which answers the 412.
   */
  readonly botPrevention?: boolean;
  /**
   * Blob answers: called as the body arrives with the bytes received so far and the total from Content-Length
   * (null when the server streams without one), so a long download can show its progress.
   */
  readonly onDownloadProgress?: (received: number, total: number | null) => void;
}

/** Reports a download's progress to `onDownloadProgress` while reading a blob answer. */
type DownloadProgress = RequestOptions['onDownloadProgress'];

/** Shows a bot challenge and resolves with the completed proof, or null when the reader closes it. */
export type BotChallengeHandler = (challenge: BotChallenge) => Promise<BotProof | null>;

export type UnauthorizedListener = (error: ApiError) => void;

export type FetchTransport = (url: string, init: RequestInit) => Promise<Response>;
export type BeaconTransport = (url: string, body: Blob) => boolean;

export interface ApiClientOptions {
  /** Where the portal API lives; same origin, so a path. */
  readonly baseUrl?: string;
  readonly fetch?: FetchTransport;
  readonly sendBeacon?: BeaconTransport;
}

export const API_BASE_URL = '/api';
/** Spec portal-shell §8, "No configuration": the client has no way to make the call. */
export const HTTP_CONFIG_MISSING = 'http config missing!';
export const SERVER_NOT_RESPONDING = 'Server not responding!';
export const UNKNOWN_HTTP_ERROR = 'An unknown http error occurred!';
/** No HTTP status exists when the server never answered. */
export const NO_RESPONSE_STATUS = 0;

const UNAUTHORIZED_STATUS = 401;
const JSON_MEDIA_TYPE = 'application/json';

/**
 * The app's only way to the server: JSON over fetch, never cached, with the same origin's sign-in cookie.
 * Every outcome of a call, a network failure included, comes back as an {@link ApiResponse}; it does not reject.
 */
export class ApiClient {
  readonly #baseUrl: string;
  readonly #fetch: FetchTransport | undefined;
  readonly #sendBeacon: BeaconTransport | undefined;
  readonly #unauthorizedListeners = new Set<UnauthorizedListener>();
  #botChallengeHandler: BotChallengeHandler | undefined;

  constructor({ baseUrl = API_BASE_URL, fetch: transport, sendBeacon }: ApiClientOptions = {}) {
    this.#baseUrl = baseUrl.replace(/\/+$/, '');
    this.#fetch = transport;
    this.#sendBeacon = sendBeacon;
  }

  get<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>> {
    return this.#request<T>('GET', path, undefined, options);
  }

  post<T>(path: string, payload?: unknown, options?: RequestOptions): Promise<ApiResponse<T>> {
    return this.#request<T>('POST', path, payload, options);
  }

  put<T>(path: string, payload?: unknown, options?: RequestOptions): Promise<ApiResponse<T>> {
    return this.#request<T>('PUT', path, payload, options);
  }

  delete<T>(path: string, payload?: unknown, options?: RequestOptions): Promise<ApiResponse<T>> {
    return this.#request<T>('DELETE', path, payload, options);
  }

  /** Calls `listener` with every 401 of an authorized call; returns the function that stops it. */
  onUnauthorized(listener: UnauthorizedListener): () => void {
    this.#unauthorizedListeners.add(listener);
    return () => this.#unauthorizedListeners.delete(listener);
  }

  /** Sets who answers the bot challenges of `botPrevention` calls; returns the function that removes it. */
  onBotChallenge(handler: BotChallengeHandler): () => void {
    this.#botChallengeHandler = handler;
    return () => {
      if (this.#botChallengeHandler === handler) this.#botChallengeHandler = undefined;
    };
  }

  /**
   * Hands a JSON payload to the browser to deliver even while the page unloads.
   * Returns whether the browser accepted it for delivery (false when no beacon transport exists).
   */
  beacon(path: string, payload: unknown): boolean {
    if (!this.#sendBeacon) return false;
    try {
      return this.#sendBeacon(this.#url(path), new Blob([JSON.stringify(payload)], { type: JSON_MEDIA_TYPE }));
    } catch {
      return false;
    }
  }

  #url(path: string, query?: QueryParams): string {
    const queryString = query ? toQueryString(query) : '';
    return `${this.#baseUrl}/${path.replace(/^\/+/, '')}${queryString ? `?${queryString}` : ''}`;
  }

  async #request<T>(
    method: string,
    path: string,
    payload: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const {
      headers,
      query,
      responseType = 'json',
      signal,
      authorized = true,
      botPrevention = false,
      onDownloadProgress,
    } = options;
    const transport = this.#transport();
    if (!transport) return failure({ status: NO_RESPONSE_STATUS, message: HTTP_CONFIG_MISSING });
    // Multipart goes as it is, with the browser's boundary; anything else is serialised to JSON before the call:
    // a payload that cannot be is a bug to surface, not a server failure.
    const body = payload === undefined || payload instanceof FormData ? payload : JSON.stringify(payload);
    const send = (proofHeaders: Readonly<Record<string, string>> = {}) =>
      transport(this.#url(path, query), {
        method,
        credentials: 'same-origin',
        cache: 'no-store',
        headers: {
          Accept: JSON_MEDIA_TYPE,
          'Cache-Control': 'no-store',
          ...(typeof body === 'string' ? { 'Content-Type': JSON_MEDIA_TYPE } : {}),
          ...headers,
          ...proofHeaders,
        },
        ...(body === undefined ? {} : { body }),
        ...(signal ? { signal } : {}),
      });

    let response: Response;
    try {
      response = await send();
      while (botPrevention && response.status === BOT_CHALLENGE_STATUS) {
        const proof = await this.#answerChallenge(response);
        if (!proof) break;
        response = await send({ [BOT_PROOF_HEADER]: encodeBotProof(proof) });
      }
    } catch {
      return failure({ status: NO_RESPONSE_STATUS, message: SERVER_NOT_RESPONDING });
    }

    const responseHeaders = Object.fromEntries(response.headers.entries());
    if (!response.ok) {
      const error = { ...errorFromBody(await readJson(response)), status: response.status, headers: responseHeaders };
      if (error.status === UNAUTHORIZED_STATUS && authorized)
        this.#unauthorizedListeners.forEach((notify) => notify(error));
      return failure(error);
    }
    try {
      return { result: (await readBody(response, responseType, onDownloadProgress)) as T, headers: responseHeaders };
    } catch {
      // A success status with a body that cannot be read (e.g. malformed JSON) is still a failed call.
      return failure({ status: response.status, headers: responseHeaders, message: UNKNOWN_HTTP_ERROR });
    }
  }

  /** The transport given, else the environment's fetch (bound, as the browser's needs `this` to be window). */
  #transport(): FetchTransport | undefined {
    if (this.#fetch) return this.#fetch;
    return typeof globalThis.fetch === 'function' ? (url, init) => globalThis.fetch(url, init) : undefined;
  }

  /** The proof for a 412's challenge; null when no one can answer it, it is not a challenge, or the reader gave up. */
  async #answerChallenge(response: Response): Promise<BotProof | null> {
    const challenge = v.safeParse(BotChallengeSchema, await readJson(response.clone()));
    if (!challenge.success || !this.#botChallengeHandler) return null;
    return this.#botChallengeHandler(challenge.output);
  }
}

function failure(error: ApiError): ApiResponse<never> {
  return { error, result: null };
}

async function readBody(
  response: Response,
  responseType: ResponseType,
  onProgress?: DownloadProgress,
): Promise<unknown> {
  if (responseType === 'blob') return onProgress ? readBlobWithProgress(response, onProgress) : response.blob();
  if (responseType === 'text') return response.text();
  const text = await response.text();
  return text === '' ? null : (JSON.parse(text) as unknown);
}

/** Reads the body chunk by chunk, reporting the bytes received after each. */
async function readBlobWithProgress(response: Response, onProgress: NonNullable<DownloadProgress>): Promise<Blob> {
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) return new Blob([], { type });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(received, total);
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    chunks.push(chunk.value);
    received += chunk.value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks, { type });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await readBody(response, 'json');
  } catch {
    return null;
  }
}

/** Takes message and details from an error envelope body; any other body is an unknown error. */
function errorFromBody(body: unknown): Pick<ApiError, 'message' | 'details'> {
  const parsed = v.safeParse(ErrorEnvelopeSchema, body);
  if (!parsed.success || parsed.output.error.message === '') return { message: UNKNOWN_HTTP_ERROR };
  const { message, details } = parsed.output.error;
  return details === undefined ? { message } : { message, details };
}
