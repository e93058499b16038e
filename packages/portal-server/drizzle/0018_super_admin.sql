CREATE TABLE "user_org_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"internal_group" text,
	"sbu" text,
	"buo_area_number" text,
	"attributes" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "user_org_profiles_internal_group_check" CHECK ("user_org_profiles"."internal_group" in ('MERCHANT', 'ASSET_PROTECTION'))
);
--> statement-breakpoint
ALTER TABLE "user_org_profiles" ADD CONSTRAINT "user_org_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_org_profiles_internal_group_idx" ON "user_org_profiles" USING btree ("internal_group");--> statement-breakpoint
CREATE INDEX "user_org_profiles_sbu_idx" ON "user_org_profiles" USING btree ("sbu");--> statement-breakpoint
CREATE INDEX "user_org_profiles_attributes_idx" ON "user_org_profiles" USING gin ("attributes");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_user_type_name_idx" ON "users" USING btree ("user_type","last_name","first_name","id");