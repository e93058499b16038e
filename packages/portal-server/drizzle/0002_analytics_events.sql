CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"page" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"market" text NOT NULL,
	"data" jsonb,
	CONSTRAINT "analytics_events_kind_check" CHECK ("analytics_events"."kind" in ('click', 'hover', 'scroll', 'enterKeyDown', 'suggestion', 'autoSuggestItemSelect', 'dataDefinitionRendered', 'success', 'search', 'noResult', 'error', 'pageUpdate', 'pageView')),
	CONSTRAINT "analytics_events_market_check" CHECK ("analytics_events"."market" in ('US', 'MX', 'CA'))
);
--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_at_idx" ON "analytics_events" USING btree ("occurred_at");