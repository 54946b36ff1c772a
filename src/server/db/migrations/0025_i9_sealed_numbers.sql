ALTER TABLE "i9_forms" ADD COLUMN "i94_number" text;--> statement-breakpoint
ALTER TABLE "i9_forms" ADD COLUMN "foreign_passport_number" text;--> statement-breakpoint
ALTER TABLE "i9_forms" ADD COLUMN "list_a_number" text;--> statement-breakpoint
ALTER TABLE "i9_forms" ADD COLUMN "list_b_number" text;--> statement-breakpoint
ALTER TABLE "i9_forms" ADD COLUMN "list_c_number" text;