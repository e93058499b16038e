ALTER TABLE "product_texts" ADD COLUMN "learn_more_audience" text;--> statement-breakpoint
ALTER TABLE "product_texts" ADD COLUMN "learn_more_how_to_get_access" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "icon" text;--> statement-breakpoint
-- A catalogue seeded before icons existed gets each product’s icon; any other product the report icon.
UPDATE "products" SET "icon" = CASE "code"
  WHEN 'SHOPPER_BEHAVIOR' THEN 'basket'
  WHEN 'REPORT_BUILDER' THEN 'report'
  WHEN 'CHANNEL_INSIGHTS' THEN 'channels'
  WHEN 'CUSTOMER_PERCEPTION' THEN 'speech'
  WHEN 'DIGITAL_LANDSCAPES' THEN 'search'
  WHEN 'INSIGHTS_ACTIVATION' THEN 'target'
  WHEN 'MODULAR_INTELLIGENCE' THEN 'shelves'
  WHEN 'CUSTOMER_PULSE' THEN 'pulse'
  ELSE 'report'
END;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "icon" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_icon_check" CHECK ("products"."icon" in ('basket', 'report', 'channels', 'speech', 'search', 'target', 'shelves', 'pulse'));
