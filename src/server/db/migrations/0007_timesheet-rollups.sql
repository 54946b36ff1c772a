CREATE TABLE "timesheet_rollups" (
	"partner_id" uuid,
	"eor_id" uuid,
	"client_id" uuid NOT NULL,
	"status" text NOT NULL,
	"billing" text NOT NULL,
	"paid" boolean NOT NULL,
	"month" date NOT NULL,
	"n" integer NOT NULL,
	"hours_hundredths" bigint NOT NULL,
	CONSTRAINT "timesheet_rollups_key" UNIQUE NULLS NOT DISTINCT("partner_id","eor_id","client_id","status","billing","paid","month")
);
--> statement-breakpoint
DROP INDEX "timesheets_assignment_idx";--> statement-breakpoint
DROP INDEX "timesheets_contractor_date_idx";--> statement-breakpoint
DROP INDEX "timesheets_date_idx";--> statement-breakpoint
CREATE INDEX "timesheet_rollups_partner_idx" ON "timesheet_rollups" USING btree ("partner_id","month");--> statement-breakpoint
CREATE INDEX "timesheet_rollups_eor_idx" ON "timesheet_rollups" USING btree ("eor_id","month");--> statement-breakpoint
CREATE INDEX "timesheet_rollups_client_idx" ON "timesheet_rollups" USING btree ("client_id","month");--> statement-breakpoint
CREATE INDEX "users_contractor_idx" ON "users" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "timesheets_client_date_idx" ON "timesheets" USING btree ("client_id","date","id");--> statement-breakpoint
CREATE INDEX "timesheets_partner_date_idx" ON "timesheets" USING btree ("partner_id","date","id");--> statement-breakpoint
CREATE INDEX "timesheets_eor_date_idx" ON "timesheets" USING btree ("eor_id","date","id");--> statement-breakpoint
CREATE INDEX "timesheets_assignment_idx" ON "timesheets" USING btree ("assignment_id","date","id");--> statement-breakpoint
CREATE INDEX "timesheets_contractor_date_idx" ON "timesheets" USING btree ("contractor_id","date","id");--> statement-breakpoint
CREATE INDEX "timesheets_date_idx" ON "timesheets" USING btree ("date","id");--> statement-breakpoint
CREATE FUNCTION timesheet_rollups_upsert_deltas(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO timesheet_rollups AS r (partner_id, eor_id, client_id, status, billing, paid, month, n, hours_hundredths)
  SELECT d.partner_id, d.eor_id, d.client_id, d.status, d.billing, d.paid, d.month, sum(d.n), sum(d.hours_hundredths)
  FROM jsonb_to_recordset(deltas) AS d(partner_id uuid, eor_id uuid, client_id uuid, status text, billing text, paid boolean, month date, n integer, hours_hundredths bigint)
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(d.n) <> 0 OR sum(d.hours_hundredths) <> 0
  ON CONFLICT ON CONSTRAINT timesheet_rollups_key
  DO UPDATE SET n = r.n + excluded.n, hours_hundredths = r.hours_hundredths + excluded.hours_hundredths
$$;
--> statement-breakpoint
CREATE FUNCTION timesheet_rollups_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM timesheet_rollups_upsert_deltas((
    SELECT jsonb_agg(jsonb_build_object('partner_id', partner_id, 'eor_id', eor_id, 'client_id', client_id, 'status', status, 'billing', billing,
      'paid', paid, 'month', date_trunc('month', date)::date, 'n', 1, 'hours_hundredths', hours_hundredths))
    FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION timesheet_rollups_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM timesheet_rollups_upsert_deltas((
    SELECT jsonb_agg(jsonb_build_object('partner_id', partner_id, 'eor_id', eor_id, 'client_id', client_id, 'status', status, 'billing', billing,
      'paid', paid, 'month', date_trunc('month', date)::date, 'n', -1, 'hours_hundredths', -hours_hundredths))
    FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION timesheet_rollups_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM timesheet_rollups_upsert_deltas((
    SELECT jsonb_agg(d) FROM (
      SELECT jsonb_build_object('partner_id', partner_id, 'eor_id', eor_id, 'client_id', client_id, 'status', status, 'billing', billing,
        'paid', paid, 'month', date_trunc('month', date)::date, 'n', 1, 'hours_hundredths', hours_hundredths) AS d FROM new_rows
      UNION ALL
      SELECT jsonb_build_object('partner_id', partner_id, 'eor_id', eor_id, 'client_id', client_id, 'status', status, 'billing', billing,
        'paid', paid, 'month', date_trunc('month', date)::date, 'n', -1, 'hours_hundredths', -hours_hundredths) FROM old_rows
    ) AS both_sides));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER timesheet_rollups_insert AFTER INSERT ON timesheets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION timesheet_rollups_after_insert();
--> statement-breakpoint
CREATE TRIGGER timesheet_rollups_delete AFTER DELETE ON timesheets REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION timesheet_rollups_after_delete();
--> statement-breakpoint
CREATE TRIGGER timesheet_rollups_update AFTER UPDATE ON timesheets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION timesheet_rollups_after_update();
--> statement-breakpoint
INSERT INTO timesheet_rollups (partner_id, eor_id, client_id, status, billing, paid, month, n, hours_hundredths)
SELECT partner_id, eor_id, client_id, status, billing, paid, date_trunc('month', date)::date, count(*), sum(hours_hundredths)
FROM timesheets GROUP BY 1, 2, 3, 4, 5, 6, 7;
