export { identityFeature, type IdentityFeature } from './feature';
export { allowOnly } from './allow-only';
export { companies, users, type User } from './identity.schema';
export type { MaybeSignedInEnv } from './optional-session';
export { hashPassword, verifyPassword } from './password';
export type { SignedInEnv } from './require-session';
export { PLAIN_SESSION_COOKIE_NAME, SECURE_SESSION_COOKIE_NAME } from './session-cookie';
export type { LaunchableProducts, UserContextService } from './user-context-service';
