CREATE TABLE "single_sign_on_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"last_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "single_sign_on_requests_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_event_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "id_token" text;--> statement-breakpoint
CREATE INDEX "single_sign_on_requests_expires_at_idx" ON "single_sign_on_requests" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_event_check" CHECK ("activity_log"."event" in ('SIGN_IN', 'SIGN_OUT', 'SIGN_IN_REFUSED', 'USER_PROVISIONED', 'COMPANY_CONTEXT_SET', 'COMPANY_CONTEXT_RESET', 'COMPANY_CONTEXT_SWITCHED', 'SUPER_ADMIN_CREATED', 'PASSWORD_RESET_REQUESTED', 'PASSWORD_RESET', 'PROFILE_UPDATED', 'PREFERENCES_UPDATED', 'ACCESS_REQUESTED', 'TICKET_CREATED', 'TICKET_COMMENTED', 'CONTACT_REQUEST_SENT', 'USER_INVITED', 'INVITATION_RESENT', 'REGISTRATION_COMPLETED', 'USER_ACTIVATED', 'USER_ACCESS_CHANGED', 'USER_DELETED', 'USER_BLOCKED', 'USER_UNBLOCKED', 'USERS_EXPORTED', 'BULK_USERS_APPLIED', 'ACCESS_REQUEST_APPROVED', 'ACCESS_REQUEST_REJECTED', 'ACCESS_LAPSED', 'ACCESS_AUDIT_COMPLETED', 'ACCESS_REVIEW_DECIDED', 'ACCESS_REVIEW_CAMPAIGN_OPENED', 'ACCESS_REVIEW_DEADLINE_PASSED', 'EMAIL_DOMAIN_ADDED', 'EMAIL_DOMAIN_CHANGED', 'EMAIL_DOMAIN_DELETED', 'PARTNER_ASSOCIATED', 'PARTNER_ACCESS_CHANGED', 'PARTNER_ASSOCIATION_ENDED', 'PARTNER_ASSOCIATION_LAPSED'));