CREATE TABLE "bulk_task_rows" (
	"task_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text NOT NULL,
	"products" text NOT NULL,
	"action" text NOT NULL,
	"problems" jsonb NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "bulk_task_rows_task_id_row_number_pk" PRIMARY KEY("task_id","row_number"),
	CONSTRAINT "bulk_task_rows_action_check" CHECK ("bulk_task_rows"."action" in ('create', 'update', 'unchanged', 'error')),
	CONSTRAINT "bulk_task_rows_status_check" CHECK ("bulk_task_rows"."status" in ('pending', 'applied', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "bulk_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"override_confirmed" boolean DEFAULT false NOT NULL,
	"request" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_tasks_kind_check" CHECK ("bulk_tasks"."kind" in ('create', 'edit')),
	CONSTRAINT "bulk_tasks_status_check" CHECK ("bulk_tasks"."status" in ('preview', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_event_check";--> statement-breakpoint
ALTER TABLE "bulk_task_rows" ADD CONSTRAINT "bulk_task_rows_task_id_bulk_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."bulk_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_tasks" ADD CONSTRAINT "bulk_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_task_rows_pending_idx" ON "bulk_task_rows" USING btree ("task_id","row_number") WHERE "bulk_task_rows"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bulk_tasks_company_id_created_at_idx" ON "bulk_tasks" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_event_check" CHECK ("activity_log"."event" in ('SIGN_IN', 'SIGN_OUT', 'COMPANY_CONTEXT_SET', 'COMPANY_CONTEXT_RESET', 'COMPANY_CONTEXT_SWITCHED', 'SUPER_ADMIN_CREATED', 'PASSWORD_RESET_REQUESTED', 'PASSWORD_RESET', 'PROFILE_UPDATED', 'PREFERENCES_UPDATED', 'ACCESS_REQUESTED', 'TICKET_CREATED', 'TICKET_COMMENTED', 'CONTACT_REQUEST_SENT', 'USER_INVITED', 'INVITATION_RESENT', 'REGISTRATION_COMPLETED', 'USER_ACTIVATED', 'USER_ACCESS_CHANGED', 'USER_DELETED', 'USER_BLOCKED', 'USER_UNBLOCKED', 'USERS_EXPORTED', 'BULK_USERS_APPLIED', 'ACCESS_REQUEST_APPROVED', 'ACCESS_REQUEST_REJECTED', 'ACCESS_LAPSED', 'ACCESS_AUDIT_COMPLETED', 'EMAIL_DOMAIN_ADDED', 'EMAIL_DOMAIN_CHANGED', 'EMAIL_DOMAIN_DELETED', 'PARTNER_ASSOCIATED', 'PARTNER_ACCESS_CHANGED', 'PARTNER_ASSOCIATION_ENDED', 'PARTNER_ASSOCIATION_LAPSED'));