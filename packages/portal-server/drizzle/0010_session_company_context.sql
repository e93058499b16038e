ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_event_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_company_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "context_reason" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "context_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_company_id_companies_id_fk" FOREIGN KEY ("acting_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_acting_company_id_idx" ON "sessions" USING btree ("acting_company_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_context_check" CHECK (("sessions"."acting_company_id" is null) = ("sessions"."context_since" is null) and ("sessions"."context_reason" is null or "sessions"."acting_company_id" is not null));--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_event_check" CHECK ("activity_log"."event" in ('SIGN_IN', 'SIGN_OUT', 'COMPANY_CONTEXT_SET', 'COMPANY_CONTEXT_RESET', 'COMPANY_CONTEXT_SWITCHED', 'PROFILE_UPDATED', 'PREFERENCES_UPDATED', 'ACCESS_REQUESTED', 'TICKET_CREATED', 'TICKET_COMMENTED', 'CONTACT_REQUEST_SENT'));