import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { availability } from '../../../machines/kit/workflow';
import { subjectOfTimesheet, timesheetDefinition } from './definition';
import type { StoredState } from './state';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { TimesheetDetail } from './contract';
import type { User } from '../../domain/contracts/user';
import { clients, partners, timesheets } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-tenants';

/**
 * The browser and the server agree on what each user may do: for every demo user and every reachable
 * state of a timesheet of each tenant (with and without a required signature, an invoice, a payroll
 * submission), the browser's `availability` over the DTO the API sends equals the detail's `actions`,
 * and a user out of the timesheet's scope gets a 404. Rows are put into each state directly.
 */
let h: Harness;
const viewers: { user: User; token: string }[] = [];
const targets: (typeof timesheets.$inferSelect)[] = [];
/** Each partner's referring sales partner: it reads that partner's timesheets. */
const referrerOf = new Map<string, string | null>();

beforeAll(async () => {
  h = await createHarness();
  for (const { email } of demoAccounts) {
    const token = await h.login(email);
    const me = await h.app.inject({
      method: 'GET',
      url: '/v2/user',
      headers: { authorization: `Bearer ${token}` },
    });
    viewers.push({ user: me.json() as User, token });
  }
  // One timesheet of each tenant: Globex under Acme, Initech under SelfCo, Umbrella under the EOR.
  const tenantClients = await h.deps.db
    .select()
    .from(clients)
    .where(inArray(clients.entity_name, ['Globex', 'Initech', 'Umbrella Corp']));
  for (const c of tenantClients) {
    const [t] = await h.deps.db
      .select()
      .from(timesheets)
      .where(eq(timesheets.client_id, c.id))
      .limit(1);
    if (t) targets.push(t);
  }
  expect(targets).toHaveLength(3);
  for (const p of await h.deps.db.select().from(partners)) referrerOf.set(p.id, p.sales_partner_id);
});
afterAll(async () => h.close());

const states: StoredState[] = [
  { status: 'draft', billing: 'billable', paid: false },
  { status: 'submitted', billing: 'billable', paid: false },
  { status: 'signed', billing: 'billable', paid: false },
  ...(['billable', 'noBill'] as const).flatMap((billing) =>
    [false, true].map((paid) => ({ status: 'approved' as const, billing, paid })),
  ),
  { status: 'rejected', billing: 'billable', paid: false },
  { status: 'deleted', billing: 'billable', paid: false },
];
const flags = [false, true].flatMap((invoiced) =>
  [false, true].map((payroll) => ({ invoiced, payroll })),
);

/** Drafts are the worker's own: the client sees its timesheets from submission on. */
const inScope = (u: User, t: (typeof targets)[number], status: string = t.status) =>
  u.user_type === 'admin' ||
  u.partner?.id === t.partner_id ||
  (u.client?.id === t.client_id && status !== 'draft') ||
  u.contractor?.id === t.contractor_id ||
  u.eor?.id === t.eor_id ||
  (u.sales_partner !== null &&
    t.partner_id !== null &&
    referrerOf.get(t.partner_id) === u.sales_partner.id);

const get = (t: (typeof targets)[number], token: string) =>
  h.app.inject({
    method: 'GET',
    url: `/v2/timesheets/${t.id}`,
    headers: { authorization: `Bearer ${token}` },
  });

it("answers 404 to every demo user out of a timesheet's scope", async () => {
  let refused = 0;
  for (const t of targets) {
    for (const { user, token } of viewers.filter((v) => !inScope(v.user, t))) {
      expect((await get(t, token)).statusCode, `${user.email} on ${t.id}`).toBe(404);
      refused++;
    }
  }
  expect(refused).toBeGreaterThan(targets.length * 5);
});

it.each([false, true])(
  'with requires_signature %s, every demo user in every state sees the actions the browser computes',
  async (requiresSignature) => {
    await h.deps.db
      .update(clients)
      .set({ requires_signature_for_approval: requiresSignature })
      .where(
        inArray(
          clients.id,
          targets.map((t) => t.client_id),
        ),
      );
    let compared = 0;
    for (const state of states) {
      for (const { invoiced, payroll } of flags) {
        await h.deps.db
          .update(timesheets)
          .set({
            ...state,
            client_billing_invoice_date: invoiced ? '2026-11-18' : null,
            payroll_submission_date: payroll ? '2026-11-19' : null,
          })
          .where(
            inArray(
              timesheets.id,
              targets.map((t) => t.id),
            ),
          );
        for (const t of targets) {
          for (const { user, token } of viewers.filter((v) => inScope(v.user, t, state.status))) {
            const res = await get(t, token);
            const where = `${user.email} on ${t.id} in ${JSON.stringify({ ...state, invoiced, payroll })}`;
            expect(res.statusCode, where).toBe(200);
            const detail = res.json() as TimesheetDetail;
            expect(detail.timesheet.requires_signature, where).toBe(requiresSignature);
            expect(
              availability(timesheetDefinition, subjectOfTimesheet(detail.timesheet), user),
              where,
            ).toEqual(detail.actions);
            compared++;
          }
        }
      }
    }
    // Every tenant's timesheet is seen by someone besides the admin, in all 36 combinations.
    expect(compared).toBeGreaterThan(states.length * flags.length * targets.length * 2);
  },
);
