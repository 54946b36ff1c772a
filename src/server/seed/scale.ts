import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rawRows } from '../db/raw-rows';
import { ACCOUNT_NUMBER_COLUMN } from '../crypto/seal-rows';
import type { Vault } from '../crypto/vault';
import { chainOnStart } from '../events/chain-on-start';
import { createHistories, scaleTimesheetBatch } from './scale-timesheets';
import { createEventStaging, writeChained } from './scale-chain';
import { withoutForeignKeys, withoutIndexes } from './scale-bulk-load';

/** The realistic shape of issue 9: per 1,000,000 timesheets, 10,000 contractors and 1,000 clients over 50 partners. */
export const SCALE = {
  partners: 50,
  timesheetsPerContractor: 100,
  contractorsPerClient: 10,
} as const;
const BATCH = 50_000;
const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Aisha',
  'David',
  'Sofia',
  'Daniel',
  'Mei',
  'Carlos',
  'Priya',
  'Thomas',
  'Fatima',
  'Kevin',
  'Olga',
];
const LAST = [
  'Smith',
  'Garcia',
  'Johnson',
  'Nguyen',
  'Brown',
  'Okafor',
  'Miller',
  'Kowalski',
  'Davis',
  'Rossi',
  'Wilson',
  'Tanaka',
  'Moore',
  'Haddad',
  'Clark',
  'Silva',
];
const TRADES = [
  'Logistics',
  'Health',
  'Foods',
  'Manufacturing',
  'Retail',
  'Energy',
  'Labs',
  'Builders',
  'Hospitality',
  'Freight',
];
const JOBS = [
  'Warehouse Associate',
  'Forklift Operator',
  'Registered Nurse',
  'Line Cook',
  'Machine Operator',
  'Customer Service Rep',
  'Electrician',
  'Data Analyst',
];

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

/** The account every scale worker is paid to; sealed once, since a sealed number opens on any row. */
const PAYOUT_ACCOUNT = '000123456789';

/**
 * Partners, clients, jobs, contractors with their users, a default payout account and one
 * assignment each, all in a few set-based statements.
 */
async function people(db: Tx, contractors: number, vault: Vault) {
  const clients = Math.max(1, Math.floor(contractors / SCALE.contractorsPerClient));
  await db.execute(sql`
    insert into partners (entity_name, subdomain)
    select 'Scale Staffing ' || lpad(g::text, 2, '0'), 'scale' || g from generate_series(1, ${SCALE.partners} - (select count(*) from partners)::int) g`);
  // Ordered once, so client i and contractor i land on partner i mod 50 alike.
  await db.execute(
    sql`create temporary table scale_partners as select id, (row_number() over (order by created_at, id)) - 1 as n from partners`,
  );
  await db.execute(sql`
    insert into jobs (partner_id, title, classification, workers_comp_code)
    select p.id, (${textArray(JOBS)})[1 + p.n % ${JOBS.length}], case when p.n % 3 = 0 then 'w2' else '1099' end, '8810' from scale_partners p`);
  await db.execute(sql`
    insert into clients (entity_name, partner_id, requires_signature_for_approval, show_contractor_personal)
    select (${textArray(LAST)})[1 + g % ${LAST.length}] || ' ' || (${textArray(TRADES)})[1 + (g / ${LAST.length}) % ${TRADES.length}] || ' ' || g,
           p.id, g % 4 = 0, g % 2 = 0
    from generate_series(0, ${clients - 1}) g join scale_partners p on p.n = g % ${SCALE.partners}`);
  await db.execute(
    sql`create temporary table scale_clients as select c.id, c.partner_id, (row_number() over (order by c.created_at, c.id)) - 1 as n from clients c where c.entity_name ~ ' [0-9]+$'`,
  );
  await db.execute(sql`
    insert into contractors (partner_id, requires_w2_onboard, required_steps, completed_steps)
    select p.id, g % 3 = 0, '["profile","tax_id","direct_deposit"]'::jsonb, '["profile","tax_id","direct_deposit"]'::jsonb
    from generate_series(0, ${contractors - 1}) g join scale_partners p on p.n = g % ${SCALE.partners}`);
  await db.execute(
    sql`create temporary table scale_contractors as select id, partner_id, (row_number() over (order by created_at, id)) - 1 as n from contractors where id not in (select contractor_id from users where contractor_id is not null)`,
  );
  // Every contractor can sign in (with the demo password): the shape a real agency has.
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, partner_id, contractor_id)
    select 'worker' || c.n || '@scale.test', (select password_hash from users where email = 'admin@demo.test'),
           (${textArray(FIRST)})[1 + c.n % ${FIRST.length}], (${textArray(LAST)})[1 + (c.n / ${FIRST.length}) % ${LAST.length}], c.partner_id, c.id
    from scale_contractors c`);
  // Paid by direct deposit, as an onboarded worker is: a payroll run pays them and writes transfers.
  await db.execute(sql`
    insert into bank_methods (kind, owner_type, owner_id, account_holder, bank_name, routing_number, account_last4, account_number, is_default)
    select 'payout', 'contractor', c.id, u.first_name || ' ' || u.last_name, 'Scale Bank', '021000021',
           ${PAYOUT_ACCOUNT.slice(-4)}, ${vault.seal(ACCOUNT_NUMBER_COLUMN, PAYOUT_ACCOUNT)}, true
    from scale_contractors c join users u on u.contractor_id = c.id`);
  await db.execute(sql`
    insert into assignments (job_id, contractor_id, client_id, partner_id, start_date, pay_rate_cents, bill_rate_cents,
      overtime_pay_rate_cents, overtime_bill_rate_cents, double_overtime_pay_rate_cents, double_overtime_bill_rate_cents,
      holiday_pay_rate_cents, holiday_bill_rate_cents, has_worked, work_location, state)
    select j.id, c.id, cl.id, c.partner_id, date '2024-11-01', 1800 + (c.n % 40) * 50, 2700 + (c.n % 40) * 75,
           2700 + (c.n % 40) * 75, 4050 + (c.n % 40) * 112, 3600 + (c.n % 40) * 100, 5400 + (c.n % 40) * 150,
           3600 + (c.n % 40) * 100, 5400 + (c.n % 40) * 150, true, 'Site ' || (c.n % 97), 'CA'
    from scale_contractors c
    join scale_clients cl on cl.n = c.n % ${clients}
    join jobs j on j.partner_id = c.partner_id`);
}

/**
 * `npm run seed:scale`: the demo seed grown to a realistic agency for benchmarks, with every
 * timesheet's event stream. Bulk rows skip the rollup triggers, which are rebuilt once at the end.
 * Idempotent: a database that has it already is left alone.
 */
export async function seedScale(
  db: Db,
  count: number,
  progress: (line: string) => void,
  /** Seals the workers' payout account numbers, as the product's start would. */
  vault: Vault,
): Promise<boolean> {
  const done = await db.execute(sql`select 1 from seed_runs where part = 'scale'`);
  if (rawRows(done).length > 0) return false;
  const contractors = Math.max(1, Math.floor(count / SCALE.timesheetsPerContractor));
  // One transaction: its temporary tables live on its one connection, and a crash leaves nothing half made.
  await db.transaction(async (tx) => {
    // Each bulk statement is planned to cost millions, where PostgreSQL compiles it first (about
    // 1.5 s a batch) for a run that is mostly writing.
    await tx.execute(sql`set local jit = off`);
    // A batch's staged events are read sorted by id: in memory, not in runs on disk.
    await tx.execute(sql`set local work_mem = '256MB'`);
    await people(tx, contractors, vault);
    progress(
      `seed:scale: ${SCALE.partners} partners, ${Math.floor(contractors / SCALE.contractorsPerClient)} clients, ${contractors} contractors with users, payout accounts and assignments`,
    );
    await tx.execute(sql`alter table timesheets disable trigger timesheet_rollups_insert`);
    await tx.execute(
      sql`create temporary table scale_assignments as select a.id, (row_number() over (order by a.created_at, a.id)) - 1 as n from assignments a join scale_contractors c on c.id = a.contractor_id`,
    );
    await createEventStaging(tx);
    await createHistories(tx);
    const rebuild = [
      await withoutIndexes(tx, 'timesheets'),
      await withoutIndexes(tx, 'events'),
      await withoutForeignKeys(tx, 'timesheets'),
    ];
    await writeChained(
      tx,
      Math.ceil(count / BATCH),
      (batch, stage) =>
        scaleTimesheetBatch(
          tx,
          batch * BATCH,
          Math.min(count, (batch + 1) * BATCH),
          contractors,
          stage,
        ),
      (batch, events) =>
        progress(
          `seed:scale: ${Math.min(count, (batch + 1) * BATCH)} of ${count} timesheets with their ${events} events, chained`,
        ),
    );
    for (const build of rebuild) await build();
    progress('seed:scale: indexes built, foreign keys checked');
    await tx.execute(sql`alter table timesheets enable trigger timesheet_rollups_insert`);
    await tx.execute(sql`delete from timesheet_rollups`);
    await tx.execute(sql`delete from timesheet_total_deltas`);
    await tx.execute(sql`delete from timesheet_tenant_deltas`);
    await tx.execute(sql`
      insert into timesheet_rollups (partner_id, eor_id, client_id, status, billing, paid, month, n, hours_hundredths)
      select partner_id, eor_id, client_id, status, billing, paid, date_trunc('month', date)::date, count(*), sum(hours_hundredths)
      from timesheets group by 1, 2, 3, 4, 5, 6, 7`);
    await tx.execute(sql`
      insert into timesheet_total_deltas (status, billing, paid, month, n, hours_hundredths)
      select status, billing, paid, month, sum(n), sum(hours_hundredths)
      from timesheet_rollups group by 1, 2, 3, 4`);
    await tx.execute(sql`
      insert into timesheet_tenant_deltas (partner_id, eor_id, status, billing, paid, month, n, hours_hundredths)
      select partner_id, eor_id, status, billing, paid, month, sum(n), sum(hours_hundredths)
      from timesheet_rollups group by 1, 2, 3, 4, 5, 6`);
    await tx.execute(sql`insert into seed_runs (part) values ('scale')`);
    progress('seed:scale: rollups rebuilt');
  });
  // The demo seed's own events are chained already and the scale's as they were written: a no-op
  // unless something above wrote an event without its hash.
  await chainOnStart(db, progress);
  // Fresh statistics and a visibility map, so the planner and index-only scans see the new rows.
  for (const table of [
    'timesheets',
    'events',
    'timesheet_rollups',
    'timesheet_total_deltas',
    'timesheet_tenant_deltas',
    'users',
    'assignments',
    'clients',
    'contractors',
  ])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  progress('seed:scale: vacuumed and analyzed');
  return true;
}
