DROP INDEX "timesheets_client_status_date_idx";--> statement-breakpoint
DROP INDEX "timesheets_partner_status_date_idx";--> statement-breakpoint
DROP INDEX "timesheets_eor_status_date_idx";--> statement-breakpoint
DROP INDEX "timesheets_status_date_idx";--> statement-breakpoint
CREATE INDEX "timesheets_client_status_date_idx" ON "timesheets" USING btree ("client_id","status","date","hours_hundredths","id");--> statement-breakpoint
CREATE INDEX "timesheets_partner_status_date_idx" ON "timesheets" USING btree ("partner_id","status","date","hours_hundredths","id");--> statement-breakpoint
CREATE INDEX "timesheets_eor_status_date_idx" ON "timesheets" USING btree ("eor_id","status","date","hours_hundredths","id");--> statement-breakpoint
CREATE INDEX "timesheets_status_date_idx" ON "timesheets" USING btree ("status","date","hours_hundredths","id");