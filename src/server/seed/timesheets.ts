import { eq } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import type { TimesheetAction } from '../../domain/policy/timesheet-decisions';
import { hoursWorkedHundredths } from '../../domain/timesheets/hours';
import { loadUser } from '../auth/load-user';
import type { Db, Tx } from '../db/client';
import {
  assignments,
  clients,
  contractors,
  eors,
  jobs,
  partners,
  timesheets,
  users,
} from '../db/schema';
import { appendEvents, type NewEvent } from '../events/store';
import { planTransition } from '../kit/workflow/plan';
import {
  timesheetEvents,
  projectTimesheet,
  type TimesheetRow,
  timesheetServer,
} from '../../resources/timesheets/server';

/**
 * EOR workers have no demo login: their hash is of 32 random bytes that were thrown away, so no
 * password matches (and seeding skips an argon2 run).
 */
const LOCKED_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$iFA1uH2SUlunMAbWo1dP2w$kthjCmET9/+aC6qNSrzM7nJNdUXWktMqDKcQfTjzqck';

/** A path through the chart and who takes each step; every path is checked by the chart. */
export type Step = [TimesheetAction, 'worker' | 'decider' | 'partner' | 'admin'];
const SUBMIT: Step = ['submit', 'worker'];

/**
 * A partner's paid time is paid by a payroll run, which writes its paycheck: it is left approved here
 * (`paidByRun`) and paid by `seedPayroll`'s runs. An EOR runs no payroll in the product (a run
 * belongs to a partner), so its admin marks pay made outside it paid.
 */
function recipes(
  requiresSignature: boolean,
  runsPayroll: boolean,
): { steps: Step[]; invoiced?: boolean; payroll?: boolean; paidByRun?: boolean }[] {
  const approve: Step[] = requiresSignature
    ? [SUBMIT, ['sign', 'decider'], ['approve', 'decider']]
    : [SUBMIT, ['approve', 'decider']];
  const paid = (steps: Step[]) =>
    runsPayroll ? { steps, paidByRun: true } : { steps: [...steps, ['paid', 'admin'] as Step] };
  return [
    { steps: [] },
    { steps: [SUBMIT] },
    ...(requiresSignature ? [{ steps: [SUBMIT, ['sign', 'decider']] as Step[] }] : []),
    { steps: approve },
    { steps: [SUBMIT, ['approve_with_evidence', 'decider']] },
    { steps: [...approve, ['no_bill', 'partner']] },
    paid(approve),
    paid([...approve, ['no_bill', 'partner']]),
    { steps: approve, invoiced: true, payroll: true },
    { steps: [SUBMIT, ['reject', 'decider']] },
    { steps: [SUBMIT, ['reject', 'decider'], ['unreject', 'decider']] },
    { steps: [...approve, ['unapprove', 'decider']] },
    { steps: [['delete', 'worker']] },
  ];
}

export interface Team {
  assignment: typeof assignments.$inferSelect;
  requiresSignature: boolean;
  actors: Record<Step[1], User>;
}

const SHIFTS: Shift[] = [
  ['09:00', '17:30', 30],
  ['08:00', '16:00', 60],
  ['22:00', '06:00', 45],
  ['07:30', '12:00', 0],
];

export type Recipe = ReturnType<typeof recipes>[number];
export type Shift = [start: string, end: string, breakMinutes: number];

/** A timesheet and its event stream through the chart; `when` names its day and shift (else picked by `index`). */
export function buildTimesheet(
  team: Team,
  recipe: Recipe,
  index: number,
  start: Date,
  id: string = crypto.randomUUID(),
  when?: { day: string; shift: Shift },
) {
  const day =
    when?.day ??
    new Date(Date.UTC(2026, 10, 16) - (index % 120) * 86_400_000).toISOString().slice(0, 10);
  const [time_start, time_end, brk] = when?.shift ??
    SHIFTS[index % SHIFTS.length] ?? ['09:00', '17:00', 0];
  const a = team.assignment;
  const worker = team.actors.worker;
  const stream: NewEvent[] = [];
  let at = new Date(start.getTime() + index * 60_000);
  const origin = (u: User, location: Record<string, unknown> | null = null) => ({
    actorUserId: u.id,
    actorRole: u.role ? `${u.user_type}:${u.role}` : u.user_type,
    ip: '203.0.113.7',
    userAgent: 'seed',
    location,
    occurredAt: at,
  });
  const created = {
    streamId: id,
    type: 'timesheet.created',
    version: 1,
    origin: origin(worker),
    payload: {
      id,
      assignment_id: a.id,
      contractor_id: a.contractor_id,
      client_id: a.client_id,
      partner_id: a.partner_id,
      eor_id: a.eor_id,
      date: day,
      time_start,
      time_end,
      break_time_minutes: brk,
      hours_hundredths: hoursWorkedHundredths(time_start, time_end, brk),
      timezone: 'America/New_York',
      project_code: index % 3 === 0 ? `PRJ-${100 + (index % 7)}` : null,
      task: index % 2 === 0 ? 'Site work' : null,
      ...(recipe.invoiced ? { client_billing_invoice_date: '2026-11-18' } : {}),
      ...(recipe.payroll ? { payroll_submission_date: '2026-11-19' } : {}),
    },
  };
  let row: TimesheetRow = projectTimesheet(null, {
    ...created,
    actor_user_id: worker.id,
    ip: '203.0.113.7',
    location: null,
    occurred_at: at.toISOString(),
  });
  stream.push(created);
  const facts = {
    requiresSignature: team.requiresSignature,
    invoiced: Boolean(recipe.invoiced),
    payrollSubmitted: Boolean(recipe.payroll),
    paycheckPaid: false,
  };
  const texts = {
    reject: { reason: 'Hours do not match the site log' },
    approve_with_evidence: { evidence: 'Approved by email from the site manager' },
  } as Partial<Record<TimesheetAction, Record<string, string>>>;
  for (const [action, who] of recipe.steps) {
    at = new Date(at.getTime() + 3_600_000);
    const user = team.actors[who];
    const o = origin(
      user,
      action === 'submit'
        ? { latitude: 40.7128, longitude: -74.006, accuracy: 25, source: 'device' }
        : null,
    );
    const plan = planTransition(
      timesheetServer,
      row,
      facts,
      timesheetServer.definition.eventFor(action, user, texts[action] ?? {}),
      o,
      texts[action],
    );
    row = plan.next;
    stream.push({
      streamId: id,
      version: row.version,
      type: plan.type,
      payload: plan.payload,
      origin: o,
    });
  }
  return { row, stream };
}

/** The weekdays of the first fortnight of June: the period the demo's paid time falls in (`PAID_PERIOD_START`). */
const PAID_DAYS = ['01', '02', '03', '04', '05', '08', '09', '10', '11', '12'].map(
  (d) => `2026-06-${d}`,
);
export const PAID_PERIOD_START = '2026-06-01';

/** A timesheet for its team's next paid day, entered and approved that evening, for the June run to pay. */
function paidByRun(team: Team, recipe: Recipe, index: number, soFar: Map<Team, number>) {
  const n = soFar.get(team) ?? 0;
  soFar.set(team, n + 1);
  const day = PAID_DAYS[n % PAID_DAYS.length] ?? PAID_PERIOD_START;
  const evening = new Date(Date.parse(`${day}T21:00:00Z`) - index * 60_000);
  return buildTimesheet(team, recipe, index, evening, crypto.randomUUID(), {
    day,
    shift: SHIFTS[index % SHIFTS.length] ?? ['09:00', '17:00', 0],
  });
}

export async function insertChunks<T>(
  items: T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
) {
  for (let i = 0; i < items.length; i += size) await insert(items.slice(i, i + size));
}

/** Jobs, assignments, EOR workers and 300+ timesheets in every state, each with its event history. */
export async function seedTimesheets(tx: Tx): Promise<void> {
  const db = tx as unknown as Db;
  const [acme] = await tx.select().from(partners).where(eq(partners.subdomain, 'acme'));
  const [selfco] = await tx.select().from(partners).where(eq(partners.subdomain, 'selfco'));
  const [globex] = await tx.select().from(clients).where(eq(clients.entity_name, 'Globex'));
  const [eor] = await tx.select().from(eors);
  if (!acme || !selfco || !globex || !eor) throw new Error('demo tenants missing');
  const [initech, umbrella] = await tx
    .insert(clients)
    .values([
      { entity_name: 'Initech', partner_id: selfco.id },
      { entity_name: 'Umbrella Corp', eor_id: eor.id, show_contractor_personal: true },
    ])
    .returning();
  const workers = await tx
    .insert(contractors)
    .values([{ eor_id: eor.id }, { eor_id: eor.id }])
    .returning();
  await tx.insert(users).values(
    workers.map((w, i) => ({
      email: `worker${i + 1}@globalhire.test`,
      password_hash: LOCKED_HASH,
      first_name: ['Wes', 'Wanda'][i] ?? 'W',
      last_name: 'Worker',
      contractor_id: w.id,
    })),
  );
  const [job1, job2, job3] = await tx
    .insert(jobs)
    .values([
      {
        partner_id: acme.id,
        title: 'Warehouse Associate',
        classification: 'w-2',
        workers_comp_code: '8810',
      },
      {
        partner_id: selfco.id,
        title: 'Software Consultant',
        classification: 'independent_contractor',
      },
      { title: 'Field Engineer', classification: 'international_eor', is_travel: true },
    ])
    .returning();
  if (!initech || !umbrella || !job1 || !job2 || !job3) throw new Error('seed rows missing');
  // Initech's accounts payable: who its invoices are mailed to (it signs in through no demo password).
  await tx.insert(users).values({
    email: 'ap@initech.test',
    password_hash: LOCKED_HASH,
    first_name: 'Paula',
    last_name: 'Payables',
    role: 'finance',
    client_id: initech.id,
  });

  const byEmail = async (email: string) => {
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    const user = u && (await loadUser(db, u.id));
    if (!user) throw new Error(`no demo user ${email}`);
    return user;
  };
  const admin = await byEmail('admin@demo.test');
  const acmeOwner = await byEmail('owner@acme.test');
  const selfOwner = await byEmail('owner@selfco.test');
  const client = await byEmail('client@globex.test');
  const eorUser = await byEmail('eor@demo.test');
  const connie = await byEmail('contractor@demo.test');
  const ian = await byEmail('ic@demo.test');
  const nina = await byEmail('newhire@demo.test');
  const wes = await byEmail('worker1@globalhire.test');
  const wanda = await byEmail('worker2@globalhire.test');

  const rates = (pay: number, bill: number) => ({
    pay_rate_cents: pay,
    bill_rate_cents: bill,
    overtime_pay_rate_cents: Math.round(pay * 1.5),
    overtime_bill_rate_cents: Math.round(bill * 1.5),
    double_overtime_pay_rate_cents: pay * 2,
    double_overtime_bill_rate_cents: bill * 2,
    holiday_pay_rate_cents: pay * 2,
    holiday_bill_rate_cents: bill * 2,
  });
  const plan: {
    worker: User;
    job: string;
    clientId: string;
    partnerId: string | null;
    eorId: string | null;
    decider: User;
    partner: User;
    sig: boolean;
    work: string;
    state: string;
    pay: number;
    bill: number;
  }[] = [
    {
      worker: connie,
      job: job1.id,
      clientId: globex.id,
      partnerId: acme.id,
      eorId: null,
      decider: client,
      partner: acmeOwner,
      sig: true,
      work: 'Globex Plant 2, Springfield',
      state: 'IL',
      pay: 2450,
      bill: 3675,
    },
    {
      worker: nina,
      job: job1.id,
      clientId: globex.id,
      partnerId: acme.id,
      eorId: null,
      decider: client,
      partner: acmeOwner,
      sig: true,
      work: 'Globex Plant 1, Springfield',
      state: 'IL',
      pay: 2200,
      bill: 3300,
    },
    {
      worker: ian,
      job: job2.id,
      clientId: initech.id,
      partnerId: selfco.id,
      eorId: null,
      decider: selfOwner,
      partner: selfOwner,
      sig: false,
      work: 'Remote',
      state: 'TX',
      pay: 8500,
      bill: 12000,
    },
    {
      worker: wes,
      job: job3.id,
      clientId: umbrella.id,
      partnerId: null,
      eorId: eor.id,
      decider: eorUser,
      partner: admin,
      sig: false,
      work: 'Umbrella Lab, Raccoon City',
      state: 'NY',
      pay: 5100,
      bill: 7400,
    },
    {
      worker: wanda,
      job: job3.id,
      clientId: umbrella.id,
      partnerId: null,
      eorId: eor.id,
      decider: eorUser,
      partner: admin,
      sig: false,
      work: 'Umbrella Lab, Raccoon City',
      state: 'NY',
      pay: 5300,
      bill: 7700,
    },
  ];
  const teams: Team[] = [];
  for (const p of plan) {
    const contractorId = p.worker.contractor?.id;
    if (!contractorId) throw new Error('worker without contractor profile');
    const [assignment] = await tx
      .insert(assignments)
      .values({
        job_id: p.job,
        contractor_id: contractorId,
        client_id: p.clientId,
        partner_id: p.partnerId,
        eor_id: p.eorId,
        start_date: '2026-06-01',
        end_date: null,
        has_worked: true,
        work_location: p.work,
        state: p.state,
        ...rates(p.pay, p.bill),
      })
      .returning();
    if (!assignment) throw new Error('assignment not created');
    teams.push({
      assignment,
      requiresSignature: p.sig,
      actors: { worker: p.worker, decider: p.decider, partner: p.partner, admin },
    });
  }

  const rows: TimesheetRow[] = [];
  const stream: NewEvent[] = [];
  const start = new Date('2026-06-01T12:00:00Z');
  let index = 0;
  const paidSoFar = new Map<Team, number>();
  // 5 teams × 13 recipes × 5 rounds ≥ 300 timesheets, every state for every tenant.
  for (let round = 0; round < 5; round++) {
    for (const team of teams) {
      for (const recipe of recipes(team.requiresSignature, team.assignment.partner_id !== null)) {
        const built = recipe.paidByRun
          ? paidByRun(team, recipe, index++, paidSoFar)
          : buildTimesheet(team, recipe, index++, start);
        rows.push(built.row);
        stream.push(...built.stream);
      }
    }
  }
  await insertChunks(rows, 200, (chunk) => tx.insert(timesheets).values(chunk));
  // History, not news: no subscriber is told of the demo's past (no rejection mail for seeded rejections).
  await insertChunks(stream, 300, (chunk) => appendEvents(tx, timesheetEvents, chunk, []));
}
