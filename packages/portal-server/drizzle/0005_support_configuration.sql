CREATE TABLE "support_issue_texts" (
	"issue_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "support_issue_texts_issue_id_locale_pk" PRIMARY KEY("issue_id","locale"),
	CONSTRAINT "support_issue_texts_locale_check" CHECK ("support_issue_texts"."locale" in ('en-US', 'es-MX', 'fr-CA'))
);
--> statement-breakpoint
CREATE TABLE "support_issues" (
	"id" integer PRIMARY KEY NOT NULL,
	"support_type_id" integer NOT NULL,
	"parent_id" integer,
	"level" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "support_issues_level_check" CHECK ("support_issues"."level" between 1 and 3),
	CONSTRAINT "support_issues_parent_check" CHECK (("support_issues"."level" = 1) = ("support_issues"."parent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "support_type_markets" (
	"support_type_id" integer NOT NULL,
	"market" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "support_type_markets_support_type_id_market_pk" PRIMARY KEY("support_type_id","market"),
	CONSTRAINT "support_type_markets_market_position_unique" UNIQUE("market","position"),
	CONSTRAINT "support_type_markets_market_check" CHECK ("support_type_markets"."market" in ('US', 'MX', 'CA'))
);
--> statement-breakpoint
CREATE TABLE "support_type_texts" (
	"support_type_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "support_type_texts_support_type_id_locale_pk" PRIMARY KEY("support_type_id","locale"),
	CONSTRAINT "support_type_texts_locale_check" CHECK ("support_type_texts"."locale" in ('en-US', 'es-MX', 'fr-CA'))
);
--> statement-breakpoint
CREATE TABLE "support_types" (
	"id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_issue_texts" ADD CONSTRAINT "support_issue_texts_issue_id_support_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."support_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_issues" ADD CONSTRAINT "support_issues_support_type_id_support_types_id_fk" FOREIGN KEY ("support_type_id") REFERENCES "public"."support_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_issues" ADD CONSTRAINT "support_issues_parent_id_support_issues_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."support_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_type_markets" ADD CONSTRAINT "support_type_markets_support_type_id_support_types_id_fk" FOREIGN KEY ("support_type_id") REFERENCES "public"."support_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_type_texts" ADD CONSTRAINT "support_type_texts_support_type_id_support_types_id_fk" FOREIGN KEY ("support_type_id") REFERENCES "public"."support_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_issues_support_type_id_idx" ON "support_issues" USING btree ("support_type_id");--> statement-breakpoint
CREATE INDEX "support_issues_parent_id_idx" ON "support_issues" USING btree ("parent_id");