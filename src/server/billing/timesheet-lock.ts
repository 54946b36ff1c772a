import { asc, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { timesheets } from '../db/schema';
import { appendEvents, lostRace, type EventOrigin } from '../events/store';
import { timesheetEvents } from '../routes/timesheets/event-payloads';
import { projectTimesheet, type TimesheetRow } from '../routes/timesheets/projection';

/**
 * Locks (an invoice date) or frees the timesheets on an invoice through their own event streams, so
 * the timesheet chart's `invoiced` fact refuses unapprove and No Bill, and a rebuild keeps the lock.
 * Set-based: one read, one multi-row append (chained in one pass) and one update for all of them.
 */
export async function setInvoiceLock(
  tx: Tx,
  timesheetIds: readonly string[],
  lock: { invoiceId: string; date: string | null },
  origin: EventOrigin,
): Promise<void> {
  if (!timesheetIds.length) return;
  // Locked in id order like every transition's record: a timesheet action racing this waits
  // for it and then sees the lock, rather than appending the same stream version.
  const rows = await tx
    .select()
    .from(timesheets)
    .where(inArray(timesheets.id, [...timesheetIds]))
    .orderBy(asc(timesheets.id))
    .for('no key update');
  if (!rows.length) return;
  const type = lock.date ? 'timesheet.invoiced' : 'timesheet.uninvoiced';
  const payload = lock.date
    ? { invoice_id: lock.invoiceId, client_billing_invoice_date: lock.date }
    : { invoice_id: lock.invoiceId };
  const stored = await appendEvents(
    tx,
    timesheetEvents,
    rows.map((row) => ({ streamId: row.id, version: row.version + 1, type, payload, origin })),
  );
  if (stored.length !== rows.length) throw new Error('timesheet lock events were not stored');
  const next = rows.map((row) =>
    projectTimesheet(row, {
      type,
      version: row.version + 1,
      payload,
      actor_user_id: origin.actorUserId,
      ip: origin.ip,
      location: origin.location,
      occurred_at: origin.occurredAt.toISOString(),
    }),
  );
  const changed = changedColumns(rows, next);
  const updated = await tx.execute(sql`
    update ${timesheets} t set ${sql.join(
      changed.map((c) => sql`${sql.identifier(c)} = r.${sql.identifier(c)}`),
      sql`, `,
    )}
    from jsonb_populate_recordset(null::timesheets, ${JSON.stringify(next)}::jsonb) r
    where t.id = r.id and t.version = r.version - 1
    returning t.id`);
  const count = (updated as unknown as { rows: unknown[] }).rows.length;
  if (count !== rows.length) throw lostRace(rows[0]!.status, type);
}

/** The columns the event changes in any of the rows (the version always). */
function changedColumns(rows: readonly TimesheetRow[], next: readonly TimesheetRow[]): string[] {
  const columns = new Set<string>(['version']);
  for (const [i, row] of rows.entries())
    for (const [k, v] of Object.entries(next[i]!))
      if (k !== 'id' && JSON.stringify(v) !== JSON.stringify(row[k as keyof TimesheetRow]))
        columns.add(k);
  return [...columns];
}
