import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../../tests/as-user';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import { and, eq, notInArray, or, gte, isNull } from 'drizzle-orm';
import type { Dashboard } from '../../../domain/contracts/dashboard';
import type { User } from '../../../domain/contracts/user';
import { mayOpen, specRoute } from '../../../domain/policy/spec-routes';
import { invoices, partners } from '../../db/schema';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
const call = callerOf(() => h);

/** The API list behind each app page a dashboard links to. */
const API_OF: Record<string, string> = {
  '/approvals': '/approvals',
  '/timesheets': '/timesheets',
  '/contractor/timesheets': '/timesheets',
  '/invoices': '/invoices',
  '/payroll_runs': '/payroll_runs',
  '/paychecks': '/paychecks',
  '/onboarding': '/onboarding_status',
  '/verifications': '/verifications',
};

type Caller = ReturnType<typeof callerOf>;

async function dashboard(email: string, as: Caller = call): Promise<Dashboard> {
  const res = await as(email, 'GET', '/dashboard');
  expect(res.statusCode).toBe(200);
  return res.json() as Dashboard;
}

/** What the list behind an app link answers the same user: its total and sums. */
async function listed(email: string, href: string, as: Caller = call) {
  const [page, search = ''] = href.split('?') as [string, string?];
  const api = API_OF[page];
  expect(api, `no list known for ${page}`).toBeDefined();
  const res = await as(email, 'GET', `${api}?${search}${search ? '&' : ''}per_page=1`);
  expect(res.statusCode, `${href}: ${res.body}`).toBe(200);
  return (res.json() as { meta: Record<string, number> }).meta;
}

const USERS = [
  'admin@demo.test',
  'owner@acme.test',
  'recruiter@acme.test',
  'finance@acme.test',
  'timekeeper@acme.test',
  'verifier@acme.test',
  'payroll@acme.test',
  'owner@selfco.test',
  'sales@demo.test',
  'eor@demo.test',
  'client@globex.test',
  'approver@globex.test',
  'contractor@demo.test',
  'ic@demo.test',
  'newhire@demo.test',
  'owner@harborpoint.test',
];

describe('GET /v2/dashboard: every number equals what its linked list shows the same user', () => {
  it.each(USERS)('%s', async (email) => {
    const d = await dashboard(email);
    const user = (await call(email, 'GET', '/user')).json() as User;
    const hrefs = [...d.todos, ...d.money, ...d.charts.flatMap((c) => c.bars)].map((x) => x.href);
    for (const href of hrefs) {
      const page = href.split('?')[0]!;
      expect(mayOpen(user, specRoute(page).access), `${email} may open ${page}`).toBe(true);
    }
    for (const t of d.todos) {
      const meta = await listed(email, t.href);
      expect(t.count, t.key).toBe(meta.total);
      expect(t.count, t.key).toBeGreaterThan(0);
      if (t.key === 'invoices_overdue') expect(t.amount_cents).toBe(meta.total_remaining_cents);
    }
    for (const m of d.money) {
      const meta = await listed(email, m.href);
      expect(m.cents, m.key).toBe(meta.total_remaining_cents ?? meta.total_gross_cents);
    }
    for (const c of d.charts)
      for (const bar of c.bars) {
        const meta = await listed(email, bar.href);
        const sum = c.unit === 'hours' ? meta.total_hours_hundredths : meta.total_remaining_cents;
        expect(bar.value, `${c.key} ${bar.label}`).toBe(sum);
      }
  });

  it('gives each of the six user types something to do, figures and a chart', async () => {
    const seen: Record<string, string[]> = {};
    for (const email of [
      'admin@demo.test',
      'owner@acme.test',
      'sales@demo.test',
      'eor@demo.test',
      'client@globex.test',
      'contractor@demo.test',
    ]) {
      const d = await dashboard(email);
      seen[email] = d.todos.map((t) => `${t.key}:${t.count}`);
      expect(d.charts.map((c) => c.key)).toContain('hours_per_week');
    }
    expect(seen).toMatchInlineSnapshot(`
      {
        "admin@demo.test": [
          "approvals:199",
          "time_not_submitted:1",
          "invoices_overdue:15",
          "payroll_to_submit:2",
        ],
        "client@globex.test": [
          "timesheets_to_decide:40",
          "invoices_overdue:2",
        ],
        "contractor@demo.test": [
          "time_not_submitted:1",
        ],
        "eor@demo.test": [
          "approvals:30",
          "invoices_overdue:1",
        ],
        "owner@acme.test": [
          "approvals:43",
          "time_not_submitted:1",
          "invoices_overdue:2",
          "payroll_to_submit:1",
        ],
        "sales@demo.test": [
          "invoices_overdue:2",
        ],
      }
    `);
  });
});

const countOf = async (email: string, key: string) =>
  (await dashboard(email)).todos.find((t) => t.key === key)?.count ?? 0;

describe('tenant scope', () => {
  it("counts a partner's overdue invoice for that partner and the admin, never for another partner", async () => {
    const db = h.database.db;
    const [selfco] = await db.select().from(partners).where(eq(partners.subdomain, 'selfco'));
    // One of SelfCo's invoices not overdue now (a draft, paid, or not yet due) becomes overdue.
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.partner_id, selfco!.id),
          or(
            notInArray(invoices.status, ['open', 'partially_paid']),
            gte(invoices.due_date, '2026-11-20'),
            isNull(invoices.due_date),
          ),
        ),
      )
      .limit(1);
    expect(invoice, 'the seed gives SelfCo an invoice that is not overdue').toBeDefined();
    const before = {
      selfco: await countOf('owner@selfco.test', 'invoices_overdue'),
      acme: await countOf('owner@acme.test', 'invoices_overdue'),
      admin: await countOf('admin@demo.test', 'invoices_overdue'),
    };
    await db
      .update(invoices)
      .set({ status: 'open', due_date: '2026-10-01', remaining_cents: 12_345 })
      .where(eq(invoices.id, invoice!.id));
    expect({
      selfco: await countOf('owner@selfco.test', 'invoices_overdue'),
      acme: await countOf('owner@acme.test', 'invoices_overdue'),
      admin: await countOf('admin@demo.test', 'invoices_overdue'),
    }).toEqual({ selfco: before.selfco + 1, acme: before.acme, admin: before.admin + 1 });
  });

  it('lists onboarding as stuck a week after joining, counted as the onboarding list counts it', async () => {
    expect(await countOf('admin@demo.test', 'onboarding_stuck')).toBe(0);
    // The seed's users joined when the test database was made (the real clock), not on the harness's date.
    const shift = Math.max(0, Date.now() - h.clock.now.getTime()) + 8 * 86_400_000;
    h.clock.advance(shift);
    // Sessions last 12 hours: a week on, everyone signs in again.
    const later = callerOf(() => h);
    try {
      const stuck = (await dashboard('admin@demo.test', later)).todos.find(
        (t) => t.key === 'onboarding_stuck',
      );
      expect(stuck?.count).toBeGreaterThan(0);
      expect(stuck?.count).toBe((await listed('admin@demo.test', stuck!.href, later)).total);
      const acme = (await dashboard('owner@acme.test', later)).todos.find(
        (t) => t.key === 'onboarding_stuck',
      );
      expect(acme?.count).toBeLessThan(stuck!.count);
      expect(acme?.count).toBe((await listed('owner@acme.test', acme!.href, later)).total);
    } finally {
      h.clock.advance(-shift);
    }
  });

  it('names the next payroll with its run-by date and funding', async () => {
    const payroll = (await dashboard('owner@acme.test')).todos.find(
      (t) => t.key === 'payroll_to_submit',
    );
    expect(payroll).toMatchObject({ due_label: 'run by', amount_label: 'next payroll’s funding' });
    expect(payroll?.amount_cents).toBeGreaterThan(0);
    const today = h.clock.now.toISOString().slice(0, 10);
    expect(payroll?.overdue).toBe(payroll!.due_date! < today);
    // On its run-by date a payroll is due, not overdue; the day after it is overdue.
    const day = payroll!.overdue ? 0 : 1;
    const shift =
      Date.parse(`${payroll!.due_date!}T12:00:00Z`) + day * 86_400_000 - h.clock.now.getTime();
    h.clock.advance(shift);
    try {
      const then = (await dashboard('owner@acme.test')).todos.find(
        (t) => t.key === 'payroll_to_submit',
      );
      expect(then).toMatchObject({ due_date: payroll!.due_date, overdue: !payroll!.overdue });
    } finally {
      h.clock.advance(-shift);
    }
  });
});
