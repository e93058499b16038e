// The one schema drizzle sees: every feature's tables, for the `Schema` type the database is queried through and
// for drizzle-kit, which compares it with the migrations in drizzle/. A new table file is added here.
export * from '../../features/identity/identity.schema';
export * from '../../features/identity/single-sign-on/single-sign-on.schema';
export * from '../../features/analytics/analytics.schema';
export * from '../../features/configuration/configuration.schema';
export * from '../../features/launch-list/launch-list.schema';
export * from '../../features/profile/profile.schema';
export * from '../../features/support/support.schema';
export * from '../../features/contact-us/contact-us.schema';
export * from '../../features/user-management/user-management.schema';
export * from '../../features/email-domains/email-domains.schema';
export * from '../../features/partner-associations/partner-associations.schema';
export * from '../../features/access-review/access-review.schema';
export * from '../../features/access-review-campaigns/access-review-campaigns.schema';
export * from '../../features/global-users/global-users.schema';
export * from '../../features/global-users/global-user-directory.schema';
export * from '../../features/bulk-users/bulk-users.schema';
export * from '../../features/content/content.schema';
export * from '../../features/data-dictionary/data-dictionary.schema';
export * from '../mail/outbox.schema';
export * from '../audit/activity-log.schema';
export * from '../jobs/jobs.schema';
export * from '../rate-limit/rate-limit.schema';
