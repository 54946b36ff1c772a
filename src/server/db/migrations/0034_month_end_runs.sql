CREATE TABLE "month_end_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"clients_total" integer NOT NULL,
	"clients_done" integer DEFAULT 0 NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoice_runs" ADD COLUMN "month_end_run_id" uuid;--> statement-breakpoint
ALTER TABLE "month_end_runs" ADD CONSTRAINT "month_end_runs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_end_runs" ADD CONSTRAINT "month_end_runs_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "month_end_runs_partner_idx" ON "month_end_runs" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "month_end_runs_eor_idx" ON "month_end_runs" USING btree ("eor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "month_end_runs_created_idx" ON "month_end_runs" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "invoice_runs" ADD CONSTRAINT "invoice_runs_month_end_run_id_month_end_runs_id_fk" FOREIGN KEY ("month_end_run_id") REFERENCES "public"."month_end_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_runs_month_end_client_idx" ON "invoice_runs" USING btree ("month_end_run_id","client_id");