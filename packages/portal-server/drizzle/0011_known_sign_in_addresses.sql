CREATE TABLE "known_sign_in_addresses" (
	"user_id" uuid NOT NULL,
	"ip" text NOT NULL,
	"last_signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_sign_in_addresses_user_id_ip_pk" PRIMARY KEY("user_id","ip")
);
--> statement-breakpoint
ALTER TABLE "known_sign_in_addresses" ADD CONSTRAINT "known_sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_sign_in_addresses_last_signed_in_at_idx" ON "known_sign_in_addresses" USING btree ("last_signed_in_at");