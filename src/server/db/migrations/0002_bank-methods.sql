CREATE TABLE "bank_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"account_holder" text NOT NULL,
	"bank_name" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_last4" text NOT NULL,
	"account_number" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "bank_methods_owner_idx" ON "bank_methods" USING btree ("owner_type","owner_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_methods_one_default_idx" ON "bank_methods" USING btree ("owner_type","owner_id","kind") WHERE "bank_methods"."is_default" and "bank_methods"."removed_at" is null;