CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"actor_user_id" uuid,
	"actor" text NOT NULL,
	"acting_super_admin_id" uuid,
	"acting_super_admin" text,
	"company_id" uuid,
	"entity_id" text NOT NULL,
	"event" text NOT NULL,
	"event_description" text NOT NULL,
	"details" jsonb,
	"source_app" text NOT NULL,
	"address" text,
	CONSTRAINT "activity_log_event_check" CHECK ("activity_log"."event" in ('SIGN_IN', 'SIGN_OUT', 'COMPANY_CONTEXT_SET', 'COMPANY_CONTEXT_RESET', 'PROFILE_UPDATED', 'PREFERENCES_UPDATED', 'ACCESS_REQUESTED', 'TICKET_CREATED', 'TICKET_COMMENTED', 'CONTACT_REQUEST_SENT'))
);
--> statement-breakpoint
CREATE INDEX "activity_log_company_id_created_at_idx" ON "activity_log" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_actor_user_id_created_at_idx" ON "activity_log" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_created_at_idx" ON "activity_log" USING btree ("created_at");