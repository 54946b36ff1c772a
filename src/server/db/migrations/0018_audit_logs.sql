CREATE TABLE "access_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"email" text,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "service_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"job" text NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"duration_ms" integer
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE INDEX "access_logs_occurred_idx" ON "access_logs" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "access_logs_user_idx" ON "access_logs" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "access_logs_ip_idx" ON "access_logs" USING btree ("ip","occurred_at");--> statement-breakpoint
CREATE INDEX "service_logs_occurred_idx" ON "service_logs" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "service_logs_job_idx" ON "service_logs" USING btree ("job","occurred_at");