CREATE TABLE "partner_association_products" (
	"association_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "partner_association_products_association_id_product_id_pk" PRIMARY KEY("association_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "partner_associations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"partner_company_id" uuid NOT NULL,
	"ends_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "partner_associations_company_id_partner_company_id_unique" UNIQUE("company_id","partner_company_id"),
	CONSTRAINT "partner_associations_not_itself_check" CHECK ("partner_associations"."company_id" <> "partner_associations"."partner_company_id")
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_event_check";--> statement-breakpoint
DROP INDEX "activity_log_company_id_actor_prefix_idx";--> statement-breakpoint
DROP INDEX "activity_log_company_id_acting_super_admin_prefix_idx";--> statement-breakpoint
ALTER TABLE "partner_association_products" ADD CONSTRAINT "partner_association_products_association_id_partner_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."partner_associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_association_products" ADD CONSTRAINT "partner_association_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_associations" ADD CONSTRAINT "partner_associations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_associations" ADD CONSTRAINT "partner_associations_partner_company_id_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_association_products_product_id_idx" ON "partner_association_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "partner_associations_partner_company_id_idx" ON "partner_associations" USING btree ("partner_company_id");--> statement-breakpoint
CREATE INDEX "activity_log_company_id_actor_created_at_idx" ON "activity_log" USING btree ("company_id",lower("actor"),"created_at");--> statement-breakpoint
CREATE INDEX "activity_log_company_id_acting_super_admin_created_at_idx" ON "activity_log" USING btree ("company_id",lower("acting_super_admin"),"created_at");--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_event_check" CHECK ("activity_log"."event" in ('SIGN_IN', 'SIGN_OUT', 'COMPANY_CONTEXT_SET', 'COMPANY_CONTEXT_RESET', 'COMPANY_CONTEXT_SWITCHED', 'SUPER_ADMIN_CREATED', 'PASSWORD_RESET_REQUESTED', 'PASSWORD_RESET', 'PROFILE_UPDATED', 'PREFERENCES_UPDATED', 'ACCESS_REQUESTED', 'TICKET_CREATED', 'TICKET_COMMENTED', 'CONTACT_REQUEST_SENT', 'USER_INVITED', 'INVITATION_RESENT', 'REGISTRATION_COMPLETED', 'USER_ACTIVATED', 'USER_ACCESS_CHANGED', 'USER_DELETED', 'USER_BLOCKED', 'USER_UNBLOCKED', 'USERS_EXPORTED', 'ACCESS_REQUEST_APPROVED', 'ACCESS_REQUEST_REJECTED', 'ACCESS_LAPSED', 'ACCESS_AUDIT_COMPLETED', 'EMAIL_DOMAIN_ADDED', 'EMAIL_DOMAIN_CHANGED', 'EMAIL_DOMAIN_DELETED', 'PARTNER_ASSOCIATED', 'PARTNER_ACCESS_CHANGED', 'PARTNER_ASSOCIATION_ENDED', 'PARTNER_ASSOCIATION_LAPSED'));