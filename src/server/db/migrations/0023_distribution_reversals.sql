DROP INDEX "distributions_invoice_sales_partner_key";--> statement-breakpoint
ALTER TABLE "distributions" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "distributions" ADD COLUMN "reverses_id" uuid;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_reverses_id_distributions_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."distributions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distributions_invoice_sales_partner_round_key" ON "distributions" USING btree ("invoice_id","sales_partner_id","round") WHERE "distributions"."reverses_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "distributions_reverses_key" ON "distributions" USING btree ("reverses_id");