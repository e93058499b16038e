CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"market" text NOT NULL,
	"tenant_type" text NOT NULL,
	"company_type" text NOT NULL,
	"account_type" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"admin_email" text NOT NULL,
	"business_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_business_code_unique" UNIQUE("business_code"),
	CONSTRAINT "companies_market_check" CHECK ("companies"."market" in ('US', 'MX', 'CA')),
	CONSTRAINT "companies_tenant_type_check" CHECK ("companies"."tenant_type" in ('SUPPLIER', 'THIRD_PARTY_AGENCY', 'BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY', 'INTERNAL')),
	CONSTRAINT "companies_company_type_check" CHECK ("companies"."company_type" in ('SUPPLIER', 'THIRD_PARTY_AGENCY', 'ACCOUNT')),
	CONSTRAINT "companies_account_type_check" CHECK ("companies"."account_type" in ('CHARTER', 'BASIC')),
	CONSTRAINT "companies_status_check" CHECK ("companies"."status" in ('ACTIVE', 'INACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "user_companies" (
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "user_companies_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"login_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"user_type" text NOT NULL,
	"role" text NOT NULL,
	"company_id" uuid,
	"third_party_user" boolean DEFAULT false NOT NULL,
	"persona_access_codes" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"language_code" text DEFAULT 'en-US' NOT NULL,
	"timezone" text DEFAULT 'America/Chicago' NOT NULL,
	"password_hash" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_login_id_unique" UNIQUE("login_id"),
	CONSTRAINT "users_email_lower_case_check" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('EXTERNAL', 'INTERNAL')),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('SUPER_ADMIN', 'SUPER_ADMIN_SPECTATOR', 'SUPPLIER_ADMIN', 'REGULAR_USER', 'BASIC_USER', 'INTERNAL_ASSOCIATE', 'CATEGORY_MANAGER', 'MERCHANT', 'THIRD_PARTY_USER')),
	CONSTRAINT "users_language_code_check" CHECK ("users"."language_code" in ('en-US', 'es-MX', 'fr-CA')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('ACTIVE', 'BLOCKED', 'PENDING')),
	CONSTRAINT "users_password_check" CHECK ("users"."status" = 'PENDING' or "users"."password_hash" is not null)
);
--> statement-breakpoint
ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_companies_company_id_idx" ON "user_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "users_company_id_idx" ON "users" USING btree ("company_id");