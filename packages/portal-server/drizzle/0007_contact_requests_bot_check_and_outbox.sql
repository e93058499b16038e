CREATE TABLE "bot_challenge_redemptions" (
	"challenge_nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market" text NOT NULL,
	"user_id" uuid,
	"client_address" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contact_requests_market_check" CHECK ("contact_requests"."market" in ('US', 'MX', 'CA'))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_challenge_redemptions_expires_at_idx" ON "bot_challenge_redemptions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "contact_requests_client_address_created_at_idx" ON "contact_requests" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "contact_requests_user_id_created_at_idx" ON "contact_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_unsent_idx" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."sent_at" is null;