import { requireMediaType } from './require-media-type';

/**
 * State-changing routes take JSON only. A cross-site page cannot send that content type without a CORS
 * preflight this server never grants, so, with SameSite cookies, forged form posts never reach a handler.
 */
export const requireJson = requireMediaType('application/json');
