-- Hand-edited: rows written before templates existed were all English contact-us notifications; they get those
-- values (and no HTML) so that the columns can be NOT NULL, then the defaults go, as in the schema.
ALTER TABLE "email_outbox" ADD COLUMN "locale" text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "template" text DEFAULT 'contact-us-notification' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "locale" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "template" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "params" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "html" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_locale_check" CHECK ("email_outbox"."locale" in ('en-US', 'es-MX', 'fr-CA'));
