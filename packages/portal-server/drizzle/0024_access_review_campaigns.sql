CREATE TABLE "access_review_decisions" (
	"audit_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"decided_by" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "access_review_decisions_audit_id_user_id_pk" PRIMARY KEY("audit_id","user_id"),
	CONSTRAINT "access_review_decisions_decision_check" CHECK ("access_review_decisions"."decision" in ('KEEP', 'REMOVE'))
);
--> statement-breakpoint
CREATE TABLE "access_review_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"due_date" date NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_event_check";--> statement-breakpoint
ALTER TABLE "access_audits" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "access_audits" ADD COLUMN "reminded_days_before" integer;--> statement-breakpoint
ALTER TABLE "access_audits" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_review_decisions" ADD CONSTRAINT "access_review_decisions_audit_id_access_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."access_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_review_decisions" ADD CONSTRAINT "access_review_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_review_campaigns_created_at_idx" ON "access_review_campaigns" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "access_audits" ADD CONSTRAINT "access_audits_campaign_id_access_review_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."access_review_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_audits_campaign_id_idx" ON "access_audits" USING btree ("campaign_id");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_event_check" CHECK ("activity_log"."event" in ('SIGN_IN', 'SIGN_OUT', 'COMPANY_CONTEXT_SET', 'COMPANY_CONTEXT_RESET', 'COMPANY_CONTEXT_SWITCHED', 'SUPER_ADMIN_CREATED', 'PASSWORD_RESET_REQUESTED', 'PASSWORD_RESET', 'PROFILE_UPDATED', 'PREFERENCES_UPDATED', 'ACCESS_REQUESTED', 'TICKET_CREATED', 'TICKET_COMMENTED', 'CONTACT_REQUEST_SENT', 'USER_INVITED', 'INVITATION_RESENT', 'REGISTRATION_COMPLETED', 'USER_ACTIVATED', 'USER_ACCESS_CHANGED', 'USER_DELETED', 'USER_BLOCKED', 'USER_UNBLOCKED', 'USERS_EXPORTED', 'BULK_USERS_APPLIED', 'ACCESS_REQUEST_APPROVED', 'ACCESS_REQUEST_REJECTED', 'ACCESS_LAPSED', 'ACCESS_AUDIT_COMPLETED', 'ACCESS_REVIEW_DECIDED', 'ACCESS_REVIEW_CAMPAIGN_OPENED', 'ACCESS_REVIEW_DEADLINE_PASSED', 'EMAIL_DOMAIN_ADDED', 'EMAIL_DOMAIN_CHANGED', 'EMAIL_DOMAIN_DELETED', 'PARTNER_ASSOCIATED', 'PARTNER_ACCESS_CHANGED', 'PARTNER_ASSOCIATION_ENDED', 'PARTNER_ASSOCIATION_LAPSED'));