import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { clients, timesheets, users } from '../db/schema';

const personName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || 'A worker';

/** A timesheet with the names its notifications use. */
export async function timesheetFacts(tx: Tx, id: string) {
  const [t] = await tx
    .select({
      date: timesheets.date,
      hours: timesheets.hours_hundredths,
      contractor_id: timesheets.contractor_id,
      client_id: timesheets.client_id,
      partner_id: timesheets.partner_id,
      eor_id: timesheets.eor_id,
      client: clients.entity_name,
      first: users.first_name,
      last: users.last_name,
    })
    .from(timesheets)
    .innerJoin(clients, eq(clients.id, timesheets.client_id))
    .leftJoin(users, eq(users.contractor_id, timesheets.contractor_id))
    .where(eq(timesheets.id, id))
    .limit(1);
  return t && { ...t, worker: personName(t.first, t.last) };
}
