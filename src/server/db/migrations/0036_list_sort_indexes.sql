CREATE INDEX "timesheets_hours_idx" ON "timesheets" USING btree ("hours_hundredths","id");--> statement-breakpoint
CREATE INDEX "timesheets_partner_hours_idx" ON "timesheets" USING btree ("partner_id","hours_hundredths","id");--> statement-breakpoint
CREATE INDEX "timesheets_client_hours_idx" ON "timesheets" USING btree ("client_id","hours_hundredths","id");--> statement-breakpoint
CREATE INDEX "timesheets_eor_hours_idx" ON "timesheets" USING btree ("eor_id","hours_hundredths","id");--> statement-breakpoint
CREATE INDEX "timesheets_created_idx" ON "timesheets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "timesheets_partner_created_idx" ON "timesheets" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "timesheets_client_created_idx" ON "timesheets" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "timesheets_eor_created_idx" ON "timesheets" USING btree ("eor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "timesheets_waiting_partner_idx" ON "timesheets" USING btree (("partner_id"::text)) WHERE "timesheets"."status" in ('submitted', 'signed');--> statement-breakpoint
CREATE INDEX "timesheets_waiting_client_idx" ON "timesheets" USING btree (("client_id"::text)) WHERE "timesheets"."status" in ('submitted', 'signed');--> statement-breakpoint
CREATE INDEX "timesheets_waiting_eor_idx" ON "timesheets" USING btree (("eor_id"::text)) WHERE "timesheets"."status" in ('submitted', 'signed');