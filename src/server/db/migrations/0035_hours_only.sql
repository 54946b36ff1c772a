ALTER TABLE "timesheets" ALTER COLUMN "time_start" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheets" ALTER COLUMN "time_end" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "allows_hours_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_times_or_hours_only" CHECK (("timesheets"."type" = 'hours_only') = ("timesheets"."time_start" is null and "timesheets"."time_end" is null) and ("timesheets"."time_start" is null) = ("timesheets"."time_end" is null));