CREATE TABLE "invoice_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "invoice_run_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_runs" ADD CONSTRAINT "invoice_runs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_runs" ADD CONSTRAINT "invoice_runs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_runs" ADD CONSTRAINT "invoice_runs_eor_id_eors_id_fk" FOREIGN KEY ("eor_id") REFERENCES "public"."eors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_runs_client_idx" ON "invoice_runs" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoice_runs_partner_idx" ON "invoice_runs" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoice_runs_eor_idx" ON "invoice_runs" USING btree ("eor_id","created_at","id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_invoice_run_id_invoice_runs_id_fk" FOREIGN KEY ("invoice_run_id") REFERENCES "public"."invoice_runs"("id") ON DELETE no action ON UPDATE no action;