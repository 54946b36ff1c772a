ALTER TABLE "timesheet_uploads" ADD COLUMN "processed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheet_uploads" ADD COLUMN "total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheet_uploads" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;