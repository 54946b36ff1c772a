DROP INDEX "timesheets_waiting_partner_idx";--> statement-breakpoint
DROP INDEX "timesheets_waiting_client_idx";--> statement-breakpoint
DROP INDEX "timesheets_waiting_eor_idx";--> statement-breakpoint
CREATE INDEX "timesheets_waiting_idx" ON "timesheets" USING btree ("updated_at","id") WHERE "timesheets"."status" in ('submitted', 'signed');--> statement-breakpoint
CREATE INDEX "adjustments_waiting_idx" ON "adjustments" USING btree ("updated_at","id") WHERE "adjustments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "expenses_waiting_idx" ON "expenses" USING btree (coalesce("submitted_at", "updated_at"),"id") WHERE "expenses"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "time_off_requests_waiting_idx" ON "time_off_requests" USING btree ("created_at","id") WHERE "time_off_requests"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "timesheets_waiting_partner_idx" ON "timesheets" USING btree (("partner_id"::text),"updated_at","id") WHERE "timesheets"."status" in ('submitted', 'signed');--> statement-breakpoint
CREATE INDEX "timesheets_waiting_client_idx" ON "timesheets" USING btree (("client_id"::text),"updated_at","id") WHERE "timesheets"."status" in ('submitted', 'signed');--> statement-breakpoint
CREATE INDEX "timesheets_waiting_eor_idx" ON "timesheets" USING btree (("eor_id"::text),"updated_at","id") WHERE "timesheets"."status" in ('submitted', 'signed');