import createClient, { type ClientOptions } from 'openapi-fetch';
import type { paths } from './api-types';

export type { components, operations, paths } from './api-types';

/**
 * A typed client of the portal's API for other teams' services: every path, parameter, body and answer is typed
 * from the API's description. Sign in first (`POST /api/auth/login`) and send the session cookie with each call;
 * an error answers `{ error: { status, message, details? } }` in `error`.
 */
export const createPortalApiClient = (options: ClientOptions) => createClient<paths>(options);

export type PortalApiClient = ReturnType<typeof createPortalApiClient>;
