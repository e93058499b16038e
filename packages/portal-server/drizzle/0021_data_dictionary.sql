CREATE TABLE "glossary_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"technical_name" text NOT NULL,
	"data_type" text NOT NULL,
	"field_type" text NOT NULL,
	"available_to" text NOT NULL,
	"topic" text NOT NULL,
	"products" text[] NOT NULL,
	CONSTRAINT "glossary_entries_technical_name_unique" UNIQUE("technical_name"),
	CONSTRAINT "glossary_entries_field_type_check" CHECK ("glossary_entries"."field_type" in ('MEASURE', 'DIMENSION', 'ATTRIBUTE')),
	CONSTRAINT "glossary_entries_available_to_check" CHECK ("glossary_entries"."available_to" in ('ALL_USERS', 'CHARTER_USERS')),
	CONSTRAINT "glossary_entries_topic_check" CHECK ("glossary_entries"."topic" in ('SALES', 'INVENTORY', 'STORE', 'ITEM', 'SUPPLIER', 'ECOMMERCE', 'SHOPPER'))
);
--> statement-breakpoint
CREATE TABLE "glossary_entry_texts" (
	"entry_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"business_name" text NOT NULL,
	"dss_business_name" text NOT NULL,
	"business_definition" text NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "glossary_entry_texts_entry_id_locale_pk" PRIMARY KEY("entry_id","locale"),
	CONSTRAINT "glossary_entry_texts_locale_check" CHECK ("glossary_entry_texts"."locale" in ('en-US', 'es-MX', 'fr-CA'))
);
--> statement-breakpoint
ALTER TABLE "glossary_entry_texts" ADD CONSTRAINT "glossary_entry_texts_entry_id_glossary_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."glossary_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "glossary_entries_products_idx" ON "glossary_entries" USING gin ("products");--> statement-breakpoint
CREATE INDEX "glossary_entries_topic_idx" ON "glossary_entries" USING btree ("topic");--> statement-breakpoint
CREATE INDEX "glossary_entry_texts_locale_name_idx" ON "glossary_entry_texts" USING btree ("locale","business_name","entry_id");--> statement-breakpoint
CREATE INDEX "glossary_entry_texts_search_trgm_idx" ON "glossary_entry_texts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "glossary_entry_texts_name_trgm_idx" ON "glossary_entry_texts" USING gin ("business_name" gin_trgm_ops);