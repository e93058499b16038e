CREATE TABLE "company_products" (
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	CONSTRAINT "company_products_company_id_product_id_pk" PRIMARY KEY("company_id","product_id"),
	CONSTRAINT "company_products_status_check" CHECK ("company_products"."status" in ('ACTIVE', 'INACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"request_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invitations_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "user_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"stage" text NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "user_requests_type_check" CHECK ("user_requests"."type" in ('CREATE_USER')),
	CONSTRAINT "user_requests_stage_check" CHECK ("user_requests"."stage" in ('INVITATION_SENT', 'GRANTING_ACCESS', 'COMPLETING', 'WAITING_FOR_ACCESS'))
);
--> statement-breakpoint
CREATE TABLE "email_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"allow_sub_domains" boolean DEFAULT false NOT NULL,
	"is_3p_domain" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "email_domains_company_id_domain_unique" UNIQUE("company_id","domain"),
	CONSTRAINT "email_domains_domain_lower_case_check" CHECK ("email_domains"."domain" = lower("email_domains"."domain"))
);
--> statement-breakpoint
CREATE TABLE "access_audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_users" boolean DEFAULT false NOT NULL,
	"made_changes" boolean DEFAULT false NOT NULL,
	"acknowledged" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	CONSTRAINT "access_audits_completion_check" CHECK (("access_audits"."completed_at" is not null) = ("access_audits"."completed_by" is not null and "access_audits"."reviewed_users" and "access_audits"."made_changes" and "access_audits"."acknowledged"))
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_event_check";--> statement-breakpoint
DROP INDEX "access_requests_company_id_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_access" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "status" text DEFAULT 'OPEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "company_products" ADD CONSTRAINT "company_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_products" ADD CONSTRAINT "company_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_request_id_user_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."user_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_requests" ADD CONSTRAINT "user_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_requests" ADD CONSTRAINT "user_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_domains" ADD CONSTRAINT "email_domains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_audits" ADD CONSTRAINT "access_audits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_products_product_id_idx" ON "company_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "user_requests_company_id_completed_at_idx" ON "user_requests" USING btree ("company_id","completed_at");--> statement-breakpoint
CREATE INDEX "user_requests_user_id_idx" ON "user_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "access_audits_company_id_created_at_idx" ON "access_audits" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "users_company_id_status_idx" ON "users" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "access_requests_company_id_status_idx" ON "access_requests" USING btree ("company_id","status","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_blocked_check" CHECK (("users"."status" = 'BLOCKED') = ("users"."blocked_at" is not null and "users"."blocked_by" is not null and "users"."blocked_reason" is not null));--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_status_check" CHECK ("access_requests"."status" in ('OPEN', 'APPROVED', 'REJECTED'));--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_decision_check" CHECK (("access_requests"."status" = 'OPEN') = ("access_requests"."decided_at" is null) and ("access_requests"."decided_at" is null) = ("access_requests"."decided_by" is null));--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_event_check" CHECK ("activity_log"."event" in ('SIGN_IN', 'SIGN_OUT', 'COMPANY_CONTEXT_SET', 'COMPANY_CONTEXT_RESET', 'COMPANY_CONTEXT_SWITCHED', 'SUPER_ADMIN_CREATED', 'PASSWORD_RESET_REQUESTED', 'PASSWORD_RESET', 'PROFILE_UPDATED', 'PREFERENCES_UPDATED', 'ACCESS_REQUESTED', 'TICKET_CREATED', 'TICKET_COMMENTED', 'CONTACT_REQUEST_SENT', 'USER_INVITED', 'INVITATION_RESENT', 'REGISTRATION_COMPLETED', 'USER_ACTIVATED', 'USER_ACCESS_CHANGED', 'USER_DELETED', 'USER_BLOCKED', 'USER_UNBLOCKED', 'USERS_EXPORTED', 'ACCESS_REQUEST_APPROVED', 'ACCESS_REQUEST_REJECTED', 'ACCESS_LAPSED', 'ACCESS_AUDIT_COMPLETED'));