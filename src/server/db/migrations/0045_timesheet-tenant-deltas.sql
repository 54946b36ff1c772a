CREATE TABLE "timesheet_tenant_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" uuid,
	"eor_id" uuid,
	"status" text NOT NULL,
	"billing" text NOT NULL,
	"paid" boolean NOT NULL,
	"month" date NOT NULL,
	"n" integer NOT NULL,
	"hours_hundredths" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "timesheet_tenant_deltas_partner_idx" ON "timesheet_tenant_deltas" USING btree ("partner_id","month");--> statement-breakpoint
CREATE INDEX "timesheet_tenant_deltas_eor_idx" ON "timesheet_tenant_deltas" USING btree ("eor_id","month");--> statement-breakpoint
CREATE OR REPLACE FUNCTION timesheet_rollups_upsert_deltas(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO timesheet_rollups AS r (partner_id, eor_id, client_id, status, billing, paid, month, n, hours_hundredths)
  SELECT d.partner_id, d.eor_id, d.client_id, d.status, d.billing, d.paid, d.month, sum(d.n), sum(d.hours_hundredths)
  FROM jsonb_to_recordset(deltas) AS d(partner_id uuid, eor_id uuid, client_id uuid, status text, billing text, paid boolean, month date, n integer, hours_hundredths bigint)
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(d.n) <> 0 OR sum(d.hours_hundredths) <> 0
  ON CONFLICT ON CONSTRAINT timesheet_rollups_key
  DO UPDATE SET n = r.n + excluded.n, hours_hundredths = r.hours_hundredths + excluded.hours_hundredths;
  -- Appended, not upserted: a row every tenant's writers shared would make them wait for each other.
  INSERT INTO timesheet_total_deltas (status, billing, paid, month, n, hours_hundredths)
  SELECT d.status, d.billing, d.paid, d.month, sum(d.n), sum(d.hours_hundredths)
  FROM jsonb_to_recordset(deltas) AS d(status text, billing text, paid boolean, month date, n integer, hours_hundredths bigint)
  GROUP BY 1, 2, 3, 4
  HAVING sum(d.n) <> 0 OR sum(d.hours_hundredths) <> 0;
  -- Appended too: one agency's writers of different clients would otherwise share its rows.
  INSERT INTO timesheet_tenant_deltas (partner_id, eor_id, status, billing, paid, month, n, hours_hundredths)
  SELECT d.partner_id, d.eor_id, d.status, d.billing, d.paid, d.month, sum(d.n), sum(d.hours_hundredths)
  FROM jsonb_to_recordset(deltas) AS d(partner_id uuid, eor_id uuid, status text, billing text, paid boolean, month date, n integer, hours_hundredths bigint)
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(d.n) <> 0 OR sum(d.hours_hundredths) <> 0
$$;
--> statement-breakpoint
INSERT INTO timesheet_tenant_deltas (partner_id, eor_id, status, billing, paid, month, n, hours_hundredths)
SELECT partner_id, eor_id, status, billing, paid, month, sum(n), sum(hours_hundredths)
FROM timesheet_rollups GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0 OR sum(hours_hundredths) <> 0;
