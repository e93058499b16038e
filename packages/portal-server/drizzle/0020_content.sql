CREATE TABLE "content_documents" (
	"asset_path" text NOT NULL,
	"folder" text NOT NULL,
	"locale" text NOT NULL,
	"source_path" text NOT NULL,
	"content_hash" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"category" text,
	"workspaces" text[] DEFAULT '{}'::text[] NOT NULL,
	"markets" text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"launch_list_markets" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published_on" date,
	"updated_on" date NOT NULL,
	"markdown" text NOT NULL,
	"html" text NOT NULL,
	"plain_text" text NOT NULL,
	"search_config" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	CONSTRAINT "content_documents_asset_path_locale_pk" PRIMARY KEY("asset_path","locale"),
	CONSTRAINT "content_documents_source_path_unique" UNIQUE("source_path"),
	CONSTRAINT "content_documents_locale_check" CHECK ("content_documents"."locale" in ('en-US', 'es-MX', 'fr-CA', 'en', 'es', 'fr')),
	CONSTRAINT "content_documents_search_config_check" CHECK ("content_documents"."search_config" in ('english', 'spanish', 'french'))
);
--> statement-breakpoint
CREATE INDEX "content_documents_folder_idx" ON "content_documents" USING btree ("folder","locale");--> statement-breakpoint
CREATE INDEX "content_documents_search_idx" ON "content_documents" USING gin ("search_vector");