-- The rollups' rows are upserted in their key's order: two writers whose timesheets share a client
-- and month (two bulk approvals, two lanes of a payroll job) lock the rows they share in the same
-- order and one waits for the other, where the hash aggregate's own order could deadlock them.
CREATE OR REPLACE FUNCTION timesheet_rollups_upsert_deltas(deltas jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO timesheet_rollups AS r (partner_id, eor_id, client_id, status, billing, paid, month, n, hours_hundredths)
  SELECT d.partner_id, d.eor_id, d.client_id, d.status, d.billing, d.paid, d.month, sum(d.n), sum(d.hours_hundredths)
  FROM jsonb_to_recordset(deltas) AS d(partner_id uuid, eor_id uuid, client_id uuid, status text, billing text, paid boolean, month date, n integer, hours_hundredths bigint)
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(d.n) <> 0 OR sum(d.hours_hundredths) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
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
