-- Hand-edited: outbox rows written before templates existed were all English contact-us notifications; they
-- get those values (and no HTML) so that the new columns can be NOT NULL, then the defaults go, as in the schema.
CREATE TABLE "known_sign_in_addresses" (
	"user_id" uuid NOT NULL,
	"ip" text NOT NULL,
	"last_signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_sign_in_addresses_user_id_ip_pk" PRIMARY KEY("user_id","ip")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"result" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" >= 1),
	CONSTRAINT "jobs_lease_check" CHECK (("jobs"."status" = 'running') = ("jobs"."locked_by" is not null and "jobs"."locked_until" is not null))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_event_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_company_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "context_reason" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "context_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "locale" text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "template" text DEFAULT 'contact-us-notification' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "known_sign_in_addresses" ADD CONSTRAINT "known_sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_sign_in_addresses_last_signed_in_at_idx" ON "known_sign_in_addresses" USING btree ("last_signed_in_at");--> statement-breakpoint
CREATE INDEX "jobs_queued_run_at_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_running_locked_until_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_end_idx" ON "rate_limit_counters" USING btree ("window_end");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_company_id_companies_id_fk" FOREIGN KEY ("acting_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_acting_company_id_idx" ON "sessions" USING btree ("acting_company_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_context_check" CHECK (("sessions"."acting_company_id" is null) = ("sessions"."context_since" is null) and ("sessions"."context_reason" is null or "sessions"."acting_company_id" is not null));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_locale_check" CHECK ("email_outbox"."locale" in ('en-US', 'es-MX', 'fr-CA'));--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_event_check" CHECK ("activity_log"."event" in ('SIGN_IN', 'SIGN_OUT', 'COMPANY_CONTEXT_SET', 'COMPANY_CONTEXT_RESET', 'COMPANY_CONTEXT_SWITCHED', 'SUPER_ADMIN_CREATED', 'PROFILE_UPDATED', 'PREFERENCES_UPDATED', 'ACCESS_REQUESTED', 'TICKET_CREATED', 'TICKET_COMMENTED', 'CONTACT_REQUEST_SENT'));--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "locale" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "template" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "params" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "html" DROP DEFAULT;
