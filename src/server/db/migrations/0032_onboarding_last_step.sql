ALTER TABLE "clients" ADD COLUMN "last_step_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "last_step_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "last_step_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales_partners" ADD COLUMN "last_step_at" timestamp with time zone;