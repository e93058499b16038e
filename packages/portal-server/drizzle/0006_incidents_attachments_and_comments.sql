CREATE TABLE "incident_attachments" (
	"incident_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "incident_attachments_content_type_check" CHECK ("incident_attachments"."content_type" in ('application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'text/plain', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
	CONSTRAINT "incident_attachments_size_check" CHECK ("incident_attachments"."size" = octet_length("incident_attachments"."content"))
);
--> statement-breakpoint
CREATE TABLE "incident_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incident_id" uuid NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "incidents_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"market" text NOT NULL,
	"osc_type" text NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'UNRESOLVED' NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "incidents_number_unique" UNIQUE("number"),
	CONSTRAINT "incidents_market_check" CHECK ("incidents"."market" in ('US', 'MX', 'CA')),
	CONSTRAINT "incidents_status_check" CHECK ("incidents"."status" in ('UNRESOLVED', 'UPDATED', 'WAITING', 'SOLVED'))
);
--> statement-breakpoint
ALTER TABLE "incident_attachments" ADD CONSTRAINT "incident_attachments_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_comments" ADD CONSTRAINT "incident_comments_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_comments" ADD CONSTRAINT "incident_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_comments_incident_id_created_at_idx" ON "incident_comments" USING btree ("incident_id","created_at");--> statement-breakpoint
CREATE INDEX "incidents_user_id_created_at_idx" ON "incidents" USING btree ("user_id","created_at");