CREATE TABLE "access_request_products" (
	"request_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "access_request_products_request_id_product_id_pk" PRIMARY KEY("request_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "access_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"requestor_note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "block_banner_texts" (
	"banner_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"message" text NOT NULL,
	"link_text" text,
	CONSTRAINT "block_banner_texts_banner_id_locale_pk" PRIMARY KEY("banner_id","locale"),
	CONSTRAINT "block_banner_texts_locale_check" CHECK ("block_banner_texts"."locale" in ('en-US', 'es-MX', 'fr-CA'))
);
--> statement-breakpoint
CREATE TABLE "block_banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"link_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "block_banners_market_check" CHECK ("block_banners"."market" in ('US', 'MX', 'CA'))
);
--> statement-breakpoint
CREATE TABLE "market_feature_flags" (
	"market" text NOT NULL,
	"flag" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "market_feature_flags_market_flag_pk" PRIMARY KEY("market","flag"),
	CONSTRAINT "market_feature_flags_market_check" CHECK ("market_feature_flags"."market" in ('US', 'MX', 'CA')),
	CONSTRAINT "market_feature_flags_flag_check" CHECK ("market_feature_flags"."flag" in ('insights-activation-rollout', 'wem-kb-rollout', 'kb-search-rollout', 'contact-us-a-b-test'))
);
--> statement-breakpoint
CREATE TABLE "product_access" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_access_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "product_access_status_check" CHECK ("product_access"."status" in ('ACCESS_PENDING', 'ACCESS_COMPLETE'))
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_categories_position_unique" UNIQUE("position"),
	CONSTRAINT "product_categories_id_check" CHECK ("product_categories"."id" in ('KNOW_YOUR_CUSTOMER', 'KNOW_YOUR_SUPPLIER'))
);
--> statement-breakpoint
CREATE TABLE "product_category_texts" (
	"category_id" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "product_category_texts_category_id_locale_pk" PRIMARY KEY("category_id","locale"),
	CONSTRAINT "product_category_texts_locale_check" CHECK ("product_category_texts"."locale" in ('en-US', 'es-MX', 'fr-CA'))
);
--> statement-breakpoint
CREATE TABLE "product_markets" (
	"product_id" uuid NOT NULL,
	"market" text NOT NULL,
	"position" integer NOT NULL,
	"non_production_only" boolean DEFAULT false NOT NULL,
	"learn_more" text,
	CONSTRAINT "product_markets_product_id_market_pk" PRIMARY KEY("product_id","market"),
	CONSTRAINT "product_markets_market_position_unique" UNIQUE("market","position"),
	CONSTRAINT "product_markets_market_check" CHECK ("product_markets"."market" in ('US', 'MX', 'CA')),
	CONSTRAINT "product_markets_learn_more_check" CHECK ("product_markets"."learn_more" in ('CONTENT', 'COMING_SOON'))
);
--> statement-breakpoint
CREATE TABLE "product_texts" (
	"product_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"footer" text,
	"learn_more_title" text,
	"learn_more_description" text,
	"learn_more_key_notes" text[],
	"learn_more_sub_text" text,
	CONSTRAINT "product_texts_product_id_locale_pk" PRIMARY KEY("product_id","locale"),
	CONSTRAINT "product_texts_locale_check" CHECK ("product_texts"."locale" in ('en-US', 'es-MX', 'fr-CA'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"category_id" text NOT NULL,
	"redirect_url" text NOT NULL,
	"is_new_tab" boolean NOT NULL,
	"hide_when_no_access" text[] DEFAULT '{}'::text[] NOT NULL,
	"analytics_id" text NOT NULL,
	"learn_more_image_key" text,
	"learn_more_analytics_id" text,
	"restricted_launch_flag" text,
	CONSTRAINT "products_code_unique" UNIQUE("code"),
	CONSTRAINT "products_hide_when_no_access_check" CHECK ("products"."hide_when_no_access" <@ array['US', 'MX', 'CA']::text[]),
	CONSTRAINT "products_restricted_launch_flag_check" CHECK ("products"."restricted_launch_flag" in ('alpha', 'beta'))
);
--> statement-breakpoint
CREATE TABLE "site_languages" (
	"market" text NOT NULL,
	"locale" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "site_languages_market_locale_pk" PRIMARY KEY("market","locale"),
	CONSTRAINT "site_languages_market_position_unique" UNIQUE("market","position"),
	CONSTRAINT "site_languages_market_check" CHECK ("site_languages"."market" in ('US', 'MX', 'CA')),
	CONSTRAINT "site_languages_locale_check" CHECK ("site_languages"."locale" in ('en-US', 'es-MX', 'fr-CA'))
);
--> statement-breakpoint
ALTER TABLE "access_request_products" ADD CONSTRAINT "access_request_products_request_id_access_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."access_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_request_products" ADD CONSTRAINT "access_request_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_banner_texts" ADD CONSTRAINT "block_banner_texts_banner_id_block_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."block_banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_access" ADD CONSTRAINT "product_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_access" ADD CONSTRAINT "product_access_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category_texts" ADD CONSTRAINT "product_category_texts_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_markets" ADD CONSTRAINT "product_markets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_request_products_product_id_idx" ON "access_request_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "access_requests_user_id_idx" ON "access_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "access_requests_company_id_idx" ON "access_requests" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "block_banners_one_active_per_market_idx" ON "block_banners" USING btree ("market") WHERE "block_banners"."active";--> statement-breakpoint
CREATE INDEX "product_access_product_id_idx" ON "product_access" USING btree ("product_id");