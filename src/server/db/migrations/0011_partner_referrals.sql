ALTER TABLE "partners" ADD COLUMN "sales_partner_id" uuid;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_sales_partner_id_sales_partners_id_fk" FOREIGN KEY ("sales_partner_id") REFERENCES "public"."sales_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partners_sales_partner_idx" ON "partners" USING btree ("sales_partner_id");