CREATE TABLE "distributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"sales_partner_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"bill_cents" bigint NOT NULL,
	"pay_cents" bigint NOT NULL,
	"margin_cents" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distributions_rate_bps_range" CHECK ("distributions"."rate_bps" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "commission_rate_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_sales_partner_id_sales_partners_id_fk" FOREIGN KEY ("sales_partner_id") REFERENCES "public"."sales_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distributions_invoice_sales_partner_key" ON "distributions" USING btree ("invoice_id","sales_partner_id");--> statement-breakpoint
CREATE INDEX "distributions_sales_partner_idx" ON "distributions" USING btree ("sales_partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "distributions_partner_idx" ON "distributions" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "distributions_created_idx" ON "distributions" USING btree ("created_at","id");