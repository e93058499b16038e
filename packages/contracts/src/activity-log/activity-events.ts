// The activity log's vocabulary: every change the portal makes is recorded under one of these events.

/** Events of the activity log, grouped by the area that records them. Later areas add theirs here. */
export const ACTIVITY_EVENTS = [
  // identity and session
  'SIGN_IN',
  'SIGN_OUT',
  'SIGN_IN_REFUSED',
  'USER_PROVISIONED',
  'COMPANY_CONTEXT_SET',
  'COMPANY_CONTEXT_RESET',
  'COMPANY_CONTEXT_SWITCHED',
  'SUPER_ADMIN_CREATED',
  'PASSWORD_RESET_REQUESTED',
  'PASSWORD_RESET',
  // profile and request access
  'PROFILE_UPDATED',
  'PREFERENCES_UPDATED',
  'ACCESS_REQUESTED',
  // support and tickets
  'TICKET_CREATED',
  'TICKET_COMMENTED',
  // contact us
  'CONTACT_REQUEST_SENT',
  // user management and registration
  'USER_INVITED',
  'INVITATION_RESENT',
  'REGISTRATION_COMPLETED',
  'USER_ACTIVATED',
  'USER_ACCESS_CHANGED',
  'USER_DELETED',
  'USER_BLOCKED',
  'USER_UNBLOCKED',
  'USERS_EXPORTED',
  'BULK_USERS_APPLIED',
  // access requests and audits
  'ACCESS_REQUEST_APPROVED',
  'ACCESS_REQUEST_REJECTED',
  'ACCESS_LAPSED',
  'ACCESS_AUDIT_COMPLETED',
  'ACCESS_REVIEW_DECIDED',
  'ACCESS_REVIEW_CAMPAIGN_OPENED',
  'ACCESS_REVIEW_DEADLINE_PASSED',
  // authorised domains and partner agencies
  'EMAIL_DOMAIN_ADDED',
  'EMAIL_DOMAIN_CHANGED',
  'EMAIL_DOMAIN_DELETED',
  'PARTNER_ASSOCIATED',
  'PARTNER_ACCESS_CHANGED',
  'PARTNER_ASSOCIATION_ENDED',
  'PARTNER_ASSOCIATION_LAPSED',
] as const;
export type ActivityEvent = (typeof ACTIVITY_EVENTS)[number];

/** The application an entry comes from: the portal itself, unless a child application reports one. */
export const PORTAL_SOURCE_APP = 'Partner Insights';

/** A reason the super admin gives for acting for a company: short, but never empty. */
export const CONTEXT_REASON_MAX_LENGTH = 200;
