CREATE TABLE "global_user_directory_facets" (
	"tab" text NOT NULL,
	"facet" text NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "global_user_directory_facets_tab_facet_user_id_pk" PRIMARY KEY("tab","facet","user_id")
);
--> statement-breakpoint
ALTER TABLE "global_user_directory_facets" ADD CONSTRAINT "global_user_directory_facets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "global_user_directory_facets_user_idx" ON "global_user_directory_facets" USING btree ("user_id");--> statement-breakpoint
-- A role follows its company's type, so that its users gather in a few stretches of the order by company name
-- (the first page of third-party users came after 246,000 others): that order is also kept per role.
CREATE INDEX "global_user_directory_role_company_name_idx" ON "global_user_directory" USING btree ("tab","role","company_name","last_name","first_name","user_id") INCLUDE ("company_id","sbu","attributes","product_ids");--> statement-breakpoint
-- The facets of the directory's rows: each attribute and each product a user may launch, one row apiece.
CREATE VIEW "global_user_directory_facet_rows" AS
SELECT d.tab, 'attribute:' || a.attribute AS facet, d.user_id
FROM global_user_directory d CROSS JOIN unnest(d.attributes) AS a(attribute)
UNION
SELECT d.tab, 'product:' || p.product_id AS facet, d.user_id
FROM global_user_directory d CROSS JOIN unnest(d.product_ids) AS p(product_id);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_global_user_directory"(changed uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM global_user_directory WHERE user_id = ANY(changed);
  DELETE FROM global_user_directory_facets WHERE user_id = ANY(changed);
  INSERT INTO global_user_directory SELECT * FROM global_user_directory_rows WHERE user_id = ANY(changed);
  INSERT INTO global_user_directory_facets SELECT * FROM global_user_directory_facet_rows WHERE user_id = ANY(changed);
END $$;--> statement-breakpoint
INSERT INTO "global_user_directory_facets" SELECT * FROM "global_user_directory_facet_rows";
