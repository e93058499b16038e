export { identityFeature, identitySessions, type IdentityFeature } from './feature';
export { allowOnly } from './allow-only';
export { companies, users, type User } from './identity.schema';
export { hashPassword, verifyPassword } from './password';
export type { MaybeSignedInEnv, SignedInEnv } from './session-gate';
export { SESSION_COOKIE_NAME } from './session-cookie';
export type { LaunchableProducts, UserContextService } from './user-context-service';
