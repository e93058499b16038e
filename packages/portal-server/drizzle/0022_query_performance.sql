CREATE TABLE "glossary_names" (
	"locale" text NOT NULL,
	"business_name" text NOT NULL,
	"topic" text NOT NULL,
	"products" text[] NOT NULL,
	CONSTRAINT "glossary_names_locale_check" CHECK ("glossary_names"."locale" in ('en-US', 'es-MX', 'fr-CA')),
	CONSTRAINT "glossary_names_topic_check" CHECK ("glossary_names"."topic" in ('SALES', 'INVENTORY', 'STORE', 'ITEM', 'SUPPLIER', 'ECOMMERCE', 'SHOPPER'))
);
--> statement-breakpoint
DROP INDEX "glossary_entry_texts_name_trgm_idx";--> statement-breakpoint
DROP INDEX "activity_log_company_id_created_at_idx";--> statement-breakpoint
DROP INDEX "activity_log_company_id_event_created_at_idx";--> statement-breakpoint
DROP INDEX "activity_log_company_id_source_app_created_at_idx";--> statement-breakpoint
DROP INDEX "activity_log_company_id_actor_created_at_idx";--> statement-breakpoint
DROP INDEX "activity_log_company_id_acting_super_admin_created_at_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "glossary_names_locale_name_topic_products_idx" ON "glossary_names" USING btree ("locale","business_name","topic","products");--> statement-breakpoint
CREATE INDEX "glossary_names_name_trgm_idx" ON "glossary_names" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_user_type_last_login_at_idx" ON "users" USING btree ("user_type","last_login_at","id");--> statement-breakpoint
CREATE INDEX "users_user_type_status_name_idx" ON "users" USING btree ("user_type","status","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "users_user_type_email_idx" ON "users" USING btree ("user_type","email");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "activity_log_company_id_created_at_id_idx" ON "activity_log" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_log_company_id_event_created_at_id_idx" ON "activity_log" USING btree ("company_id","event","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_log_company_id_source_app_created_at_id_idx" ON "activity_log" USING btree ("company_id","source_app","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_log_company_id_actor_created_at_id_idx" ON "activity_log" USING btree ("company_id",lower("actor"),"created_at","id");--> statement-breakpoint
CREATE INDEX "activity_log_company_id_acting_super_admin_created_at_id_idx" ON "activity_log" USING btree ("company_id",lower("acting_super_admin"),"created_at","id");--> statement-breakpoint
-- The names "Did you mean" offers, from the dictionary already seeded.
INSERT INTO "glossary_names" ("locale", "business_name", "topic", "products")
SELECT DISTINCT t."locale", t."business_name", e."topic", e."products"
FROM "glossary_entry_texts" t JOIN "glossary_entries" e ON e."id" = t."entry_id"
ON CONFLICT DO NOTHING;
