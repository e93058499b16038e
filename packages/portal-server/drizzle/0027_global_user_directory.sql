CREATE TABLE "global_user_directory" (
	"user_id" uuid NOT NULL,
	"tab" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"email" text NOT NULL,
	"company_name" text,
	"last_login_at" timestamp with time zone,
	"status" text NOT NULL,
	"role" text NOT NULL,
	"company_id" uuid,
	"sbu" text,
	"attributes" text[] NOT NULL,
	"product_ids" uuid[] NOT NULL,
	"words" "tsvector" NOT NULL,
	CONSTRAINT "global_user_directory_user_id_tab_pk" PRIMARY KEY("user_id","tab"),
	CONSTRAINT "global_user_directory_tab_check" CHECK ("global_user_directory"."tab" in ('EXTERNAL', 'INTERNAL', 'INTERNAL_MERCHANT', 'INTERNAL_ASSET_PROTECTION'))
);
--> statement-breakpoint
DROP INDEX "users_user_type_name_idx";--> statement-breakpoint
DROP INDEX "users_user_type_last_login_at_idx";--> statement-breakpoint
DROP INDEX "users_user_type_status_name_idx";--> statement-breakpoint
DROP INDEX "users_user_type_email_idx";--> statement-breakpoint
DROP INDEX "users_search_words_idx";--> statement-breakpoint
ALTER TABLE "global_user_directory" ADD CONSTRAINT "global_user_directory_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "global_user_directory_company_idx" ON "global_user_directory" USING btree ("tab","company_id");--> statement-breakpoint
CREATE INDEX "global_user_directory_role_idx" ON "global_user_directory" USING btree ("tab","role");--> statement-breakpoint
CREATE INDEX "global_user_directory_sbu_idx" ON "global_user_directory" USING btree ("tab","sbu");--> statement-breakpoint
CREATE INDEX "global_user_directory_attributes_idx" ON "global_user_directory" USING gin ("attributes");--> statement-breakpoint
CREATE INDEX "global_user_directory_product_ids_idx" ON "global_user_directory" USING gin ("product_ids");--> statement-breakpoint
CREATE INDEX "global_user_directory_words_idx" ON "global_user_directory" USING gin ("words");--> statement-breakpoint
CREATE INDEX "global_user_directory_name_idx" ON "global_user_directory" USING btree ("tab","last_name","first_name","user_id") INCLUDE ("role","company_id","sbu","attributes","product_ids");--> statement-breakpoint
CREATE INDEX "global_user_directory_email_idx" ON "global_user_directory" USING btree ("tab","email","user_id") INCLUDE ("role","company_id","sbu","attributes","product_ids");--> statement-breakpoint
CREATE INDEX "global_user_directory_company_name_idx" ON "global_user_directory" USING btree ("tab","company_name","last_name","first_name","user_id") INCLUDE ("role","company_id","sbu","attributes","product_ids");--> statement-breakpoint
CREATE INDEX "global_user_directory_last_login_idx" ON "global_user_directory" USING btree ("tab","last_login_at","user_id") INCLUDE ("role","company_id","sbu","attributes","product_ids");--> statement-breakpoint
CREATE INDEX "global_user_directory_status_idx" ON "global_user_directory" USING btree ("tab","status","last_name","first_name","user_id") INCLUDE ("role","company_id","sbu","attributes","product_ids");--> statement-breakpoint
-- What the directory holds of each user: a row for every tab the user is listed on (external users; internal
-- associates outside the internal groups; each internal group), as global user management has always chosen them.
CREATE VIEW "global_user_directory_rows" AS
SELECT u.id AS user_id, t.tab, u.last_name, u.first_name, u.email, c.name AS company_name, u.last_login_at, u.status,
       u.role, u.company_id, p.sbu, coalesce(p.attributes, '{}'::text[]) AS attributes,
       array(SELECT a.product_id FROM product_access a
             WHERE a.user_id = u.id AND a.status = 'ACCESS_COMPLETE' ORDER BY a.product_id) AS product_ids,
       array_to_tsvector(array_remove(regexp_split_to_array(lower(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || u.login_id), '[^[:alnum:]]+'), '')) AS words
FROM users u
LEFT JOIN companies c ON c.id = u.company_id
LEFT JOIN user_org_profiles p ON p.user_id = u.id
CROSS JOIN LATERAL (VALUES
  (CASE WHEN u.user_type = 'EXTERNAL' THEN 'EXTERNAL' END),
  (CASE WHEN u.user_type = 'INTERNAL' AND p.internal_group IS NULL THEN 'INTERNAL' END),
  (CASE p.internal_group WHEN 'MERCHANT' THEN 'INTERNAL_MERCHANT' WHEN 'ASSET_PROTECTION' THEN 'INTERNAL_ASSET_PROTECTION' END)
) AS t(tab)
WHERE t.tab IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION "refresh_global_user_directory"(changed uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM global_user_directory WHERE user_id = ANY(changed);
  INSERT INTO global_user_directory SELECT * FROM global_user_directory_rows WHERE user_id = ANY(changed);
END $$;--> statement-breakpoint
-- Statement triggers with the changed rows as a table: a load of thousands of users refreshes them in one go.
CREATE FUNCTION "global_user_directory_users_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_global_user_directory(array(SELECT id FROM changed_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "global_user_directory_user_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_global_user_directory(array(SELECT DISTINCT user_id FROM changed_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only a new name reaches the directory: any other change of a company would rewrite all its users' rows for nothing.
CREATE FUNCTION "global_user_directory_companies_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_global_user_directory(array(
    SELECT u.id FROM users u
    JOIN changed_rows c ON c.id = u.company_id
    JOIN previous_rows p ON p.id = c.id
    WHERE p.name IS DISTINCT FROM c.name));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "global_user_directory_users_inserted" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION global_user_directory_users_changed();--> statement-breakpoint
CREATE TRIGGER "global_user_directory_users_updated" AFTER UPDATE ON "users"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION global_user_directory_users_changed();--> statement-breakpoint
CREATE TRIGGER "global_user_directory_profiles_inserted" AFTER INSERT ON "user_org_profiles"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION global_user_directory_user_rows_changed();--> statement-breakpoint
CREATE TRIGGER "global_user_directory_profiles_updated" AFTER UPDATE ON "user_org_profiles"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION global_user_directory_user_rows_changed();--> statement-breakpoint
CREATE TRIGGER "global_user_directory_profiles_deleted" AFTER DELETE ON "user_org_profiles"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION global_user_directory_user_rows_changed();--> statement-breakpoint
CREATE TRIGGER "global_user_directory_access_inserted" AFTER INSERT ON "product_access"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION global_user_directory_user_rows_changed();--> statement-breakpoint
CREATE TRIGGER "global_user_directory_access_updated" AFTER UPDATE ON "product_access"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION global_user_directory_user_rows_changed();--> statement-breakpoint
CREATE TRIGGER "global_user_directory_access_deleted" AFTER DELETE ON "product_access"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION global_user_directory_user_rows_changed();--> statement-breakpoint
CREATE TRIGGER "global_user_directory_companies_updated" AFTER UPDATE ON "companies"
  REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION global_user_directory_companies_changed();--> statement-breakpoint
-- Written in name order, so that the users of a name (a search's usual matches) share a few pages of the table.
INSERT INTO "global_user_directory" SELECT * FROM "global_user_directory_rows" ORDER BY tab, last_name, first_name, user_id;
