export { identityFeature, identitySessions, type IdentityFeature, type IdentitySessions } from './feature';
export { actorOf, visitorActor } from './actor';
export { allowOnly } from './allow-only';
export {
  createSuperAdmin,
  SuperAdminRefusedError,
  type CreatedSuperAdmin,
  type NewSuperAdmin,
} from './create-super-admin';
export { companies, users, type User } from './identity.schema';
export { hashPassword, verifyPassword } from './password';
export { RETAILER_COMPANY } from './retailer-company';
export type { MaybeSignedInEnv, SignedInEnv } from './session-gate';
export { PLAIN_SESSION_COOKIE_NAME, SECURE_SESSION_COOKIE_NAME } from './session-cookie';
export type { LaunchableProducts, UserContextService } from './user-context-service';
