CREATE TABLE "glossary_search_rows" (
	"entry_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"business_name" text NOT NULL,
	"topic" text NOT NULL,
	"products" text[] NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "glossary_search_rows_entry_id_locale_pk" PRIMARY KEY("entry_id","locale"),
	CONSTRAINT "glossary_search_rows_locale_check" CHECK ("glossary_search_rows"."locale" in ('en-US', 'es-MX', 'fr-CA')),
	CONSTRAINT "glossary_search_rows_topic_check" CHECK ("glossary_search_rows"."topic" in ('SALES', 'INVENTORY', 'STORE', 'ITEM', 'SUPPLIER', 'ECOMMERCE', 'SHOPPER'))
);
--> statement-breakpoint
INSERT INTO "glossary_search_rows" ("entry_id", "locale", "business_name", "topic", "products", "search_text")
  SELECT "texts"."entry_id", "texts"."locale", "texts"."business_name", "entries"."topic", "entries"."products", "texts"."search_text"
  FROM "glossary_entry_texts" AS "texts" JOIN "glossary_entries" AS "entries" ON "entries"."id" = "texts"."entry_id";--> statement-breakpoint
DROP INDEX "glossary_entry_texts_locale_name_idx";--> statement-breakpoint
DROP INDEX "glossary_entry_texts_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "glossary_search_rows" ADD CONSTRAINT "glossary_search_rows_entry_id_glossary_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."glossary_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "glossary_search_rows_page_idx" ON "glossary_search_rows" USING btree ("locale","business_name","entry_id","topic","products","search_text");--> statement-breakpoint
CREATE INDEX "glossary_search_rows_en_us_trgm_idx" ON "glossary_search_rows" USING gin ("search_text" gin_trgm_ops) WHERE "glossary_search_rows"."locale" = 'en-US';--> statement-breakpoint
CREATE INDEX "glossary_search_rows_es_mx_trgm_idx" ON "glossary_search_rows" USING gin ("search_text" gin_trgm_ops) WHERE "glossary_search_rows"."locale" = 'es-MX';--> statement-breakpoint
CREATE INDEX "glossary_search_rows_fr_ca_trgm_idx" ON "glossary_search_rows" USING gin ("search_text" gin_trgm_ops) WHERE "glossary_search_rows"."locale" = 'fr-CA';--> statement-breakpoint
ALTER TABLE "glossary_entry_texts" DROP COLUMN "search_text";