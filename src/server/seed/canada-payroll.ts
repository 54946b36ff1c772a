import { eq } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import { loadUser } from '../auth/load-user';
import { seedPasswordHash } from './password-hash';
import { syncClientPeriod } from '../billing/sources';
import type { Db, Tx } from '../db/client';
import { assignments, clients, contractors, jobs, partners, timesheets, users } from '../db/schema';
import { appendEvents, type NewEvent } from '../events/store';
import { timesheetEvents } from '../../resources/timesheets/server';
import { DEMO_PASSWORD } from './demo-tenants';
import { buildTimesheet, type Team } from './timesheets';

/** The Canadian workers of Crestline Staffing (Canada enabled), Ontario rates in cents an hour. */
const WORKERS = [
  {
    email: 'amelie.tremblay@crestline-workers.test',
    first_name: 'Amélie',
    last_name: 'Tremblay',
    pay: 2800,
    bill: 4100,
  },
  {
    email: 'liam.macdonald@crestline-workers.test',
    first_name: 'Liam',
    last_name: 'MacDonald',
    pay: 3200,
    bill: 4700,
  },
];
const APPROVED: Parameters<typeof buildTimesheet>[1] = {
  steps: [
    ['submit', 'worker'],
    ['approve', 'decider'],
  ],
};

async function user(tx: Tx, email: string): Promise<User> {
  const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  const loaded = u && (await loadUser(tx as unknown as Db, u.id));
  if (!loaded) throw new Error(`demo user ${email} missing`);
  return loaded;
}

/**
 * Canada payroll demo (`/canada-payroll`): Crestline Staffing's owner (owner@crestline.test), a
 * canada_t4 job at Maple Leaf Manufacturing, two T4 workers with approved weeks of time and their
 * pay transactions, synced by the same billing code as everyone's.
 */
export async function seedCanadaPayroll(tx: Tx): Promise<void> {
  const [crestline] = await tx.select().from(partners).where(eq(partners.subdomain, 'crestline'));
  const [client] = await tx
    .select()
    .from(clients)
    .where(eq(clients.entity_name, 'Maple Leaf Manufacturing'));
  if (!crestline || !client)
    throw new Error('Crestline Staffing or Maple Leaf Manufacturing missing');
  const password_hash = await seedPasswordHash(DEMO_PASSWORD);
  await tx.insert(users).values({
    email: 'owner@crestline.test',
    password_hash,
    first_name: 'Claire',
    last_name: 'Crest',
    role: 'owner',
    partner_id: crestline.id,
  });
  const [job] = await tx
    .insert(jobs)
    .values({ partner_id: crestline.id, title: 'Plant Technician', classification: 'canada_t4' })
    .returning();
  if (!job) throw new Error('job not created');
  const owner = await user(tx, 'owner@crestline.test');
  const admin = await user(tx, 'admin@demo.test');
  const rows = [];
  const stream: NewEvent[] = [];
  for (const [i, w] of WORKERS.entries()) {
    const [c] = await tx
      .insert(contractors)
      .values({ partner_id: crestline.id, requires_w2_onboard: true })
      .returning();
    if (!c) throw new Error('contractor not created');
    await tx.insert(users).values({
      email: w.email,
      password_hash,
      first_name: w.first_name,
      last_name: w.last_name,
      contractor_id: c.id,
    });
    const [assignment] = await tx
      .insert(assignments)
      .values({
        job_id: job.id,
        contractor_id: c.id,
        client_id: client.id,
        partner_id: crestline.id,
        start_date: '2026-09-01',
        has_worked: true,
        work_location: 'Maple Leaf Plant, Hamilton, ON',
        pay_rate_cents: w.pay,
        bill_rate_cents: w.bill,
        overtime_pay_rate_cents: w.pay * 1.5,
        overtime_bill_rate_cents: w.bill * 1.5,
        double_overtime_pay_rate_cents: w.pay * 2,
        double_overtime_bill_rate_cents: w.bill * 2,
        holiday_pay_rate_cents: w.pay * 1.5,
        holiday_bill_rate_cents: w.bill * 1.5,
      })
      .returning();
    if (!assignment) throw new Error('assignment not created');
    const team: Team = {
      assignment,
      requiresSignature: false,
      actors: { worker: await user(tx, w.email), decider: admin, partner: owner, admin },
    };
    for (let day = 0; day < 10; day++) {
      const built = buildTimesheet(team, APPROVED, i * 40 + day, new Date('2026-10-01T12:00:00Z'));
      rows.push(built.row);
      stream.push(...built.stream);
    }
  }
  await tx.insert(timesheets).values(rows);
  await appendEvents(tx, timesheetEvents, stream, []);
  await syncClientPeriod(tx, client.id, '2026-06-01', '2026-11-30');
}
