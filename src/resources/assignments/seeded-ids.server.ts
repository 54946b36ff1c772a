import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { clients, jobs, users } from '../../server/db/schema';

/** The ids of demo rows the assignment tests place people with (seed ids are random per database). */
export async function seededIds(db: Db) {
  const contractor = async (email: string) => {
    const [u] = await db.select().from(users).where(eq(users.email, email));
    return u!.contractor_id!;
  };
  const client = async (name: string) => {
    const [c] = await db.select().from(clients).where(eq(clients.entity_name, name));
    return c!.id;
  };
  const job = async (title: string) => {
    const [j] = await db.select().from(jobs).where(eq(jobs.title, title));
    return j!.id;
  };
  return {
    connie: await contractor('contractor@demo.test'),
    ian: await contractor('ic@demo.test'),
    globex: await client('Globex'),
    initech: await client('Initech'),
    acmeJob: await job('Warehouse Associate'),
    selfcoJob: await job('Software Consultant'),
    sharedJob: await job('Field Engineer'),
  };
}

const rates = (pay: number) => ({
  pay_rate_cents: pay,
  overtime_pay_rate_cents: Math.round(pay * 1.5),
  double_overtime_pay_rate_cents: pay * 2,
  holiday_pay_rate_cents: pay * 2,
});
const billRates = (bill: number) => ({
  bill_rate_cents: bill,
  overtime_bill_rate_cents: Math.round(bill * 1.5),
  double_overtime_bill_rate_cents: bill * 2,
  holiday_bill_rate_cents: bill * 2,
});

/** A body placing Connie at Globex as a warehouse associate, bill rates included unless told. */
export async function acmeAssignment(db: Db, bill = true) {
  const ids = await seededIds(db);
  return {
    contractor_id: ids.connie,
    client_id: ids.globex,
    job_id: ids.acmeJob,
    start_date: '2026-01-05',
    end_date: '2026-06-30',
    ...rates(2500),
    ...(bill ? billRates(3800) : {}),
    work_location: 'Globex Plant 3, Springfield',
    state: 'IL',
  };
}
