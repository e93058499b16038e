export {
  identityFeature,
  identitySessions,
  type IdentityFeature,
  type IdentitySessions,
  type SingleSignOnSetup,
} from './feature';
export { loadClaimMapping, type ClaimMapping } from './single-sign-on/claim-mapping';
export { actorOf, visitorActor } from './actor';
export { allowOnly } from './allow-only';
export { endSessionsOf } from './end-sessions';
export {
  createSuperAdmin,
  SuperAdminRefusedError,
  type CreatedSuperAdmin,
  type NewSuperAdmin,
} from './create-super-admin';
export {
  companies,
  sessions,
  userCompanies,
  users,
  USER_SEARCH_TEXT,
  type Company,
  type NewUser,
  type User,
} from './identity.schema';
export { hashPassword, verifyPassword } from './password';
export { portalOrigin } from './portal-origin';
export { readerLocale } from './reader-locale';
export { UNKNOWN_PORTAL_HOST_MESSAGE } from './password-reset-routes';
export { hashSessionToken, newSessionToken } from './session-token';
export { RETAILER_COMPANY } from './retailer-company';
export type { MaybeSignedInEnv, SignedInEnv } from './session-gate';
export { PLAIN_SESSION_COOKIE_NAME, SECURE_SESSION_COOKIE_NAME } from './session-cookie';
export type { LaunchableProducts, UserContextService } from './user-context-service';
