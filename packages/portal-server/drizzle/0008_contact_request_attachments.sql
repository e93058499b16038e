CREATE TABLE "contact_request_attachments" (
	"contact_request_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "contact_request_attachments_content_type_check" CHECK ("contact_request_attachments"."content_type" in ('application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'text/plain', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
	CONSTRAINT "contact_request_attachments_size_check" CHECK ("contact_request_attachments"."size" = octet_length("contact_request_attachments"."content"))
);
--> statement-breakpoint
ALTER TABLE "contact_request_attachments" ADD CONSTRAINT "contact_request_attachments_contact_request_id_fk" FOREIGN KEY ("contact_request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;