import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function figures(email: string) {
  const res = await h.app.inject({
    method: 'GET',
    url: '/v2/dashboard',
    headers: { authorization: `Bearer ${await h.login(email)}` },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { figures: { key: string; value: number; href: string }[] };
  return Object.fromEntries(body.figures.map((f) => [f.key, f.value]));
}

describe('GET /v2/dashboard scoping (demo seed)', () => {
  // Seed: Acme (Globex; Connie, Nina), SelfCo (Initech; Ian), the EOR (Umbrella; two workers);
  // five more partners with seven clients, and three sales partners, the demo one referring three;
  // the demo agency Harbor Point (30 clients, 40 contractors with logins, its owner), and its new
  // hire Rosa (pending-onboarding);
  // team-members adds five Acme staff (one deactivated, not counted) and three SelfCo staff; only
  // owners, who manage the team, get its figure. canada-payroll adds Crestline's owner and two T4 workers.
  it.each([
    [
      'admin@demo.test',
      { users: 70, partners: 8, sales_partners: 3, clients: 40, contractors: 48 },
    ],
    ['owner@acme.test', { clients: 1, contractors: 2, team: 9 }],
    ['recruiter@acme.test', { clients: 1, contractors: 2 }],
    ['owner@selfco.test', { clients: 1, contractors: 1, team: 4 }],
    ['eor@demo.test', { clients: 1, contractors: 2, team: 1 }],
    ['sales@demo.test', { partners: 3, team: 1 }],
    ['client@globex.test', { team: 2 }],
    ['approver@globex.test', {}],
    ['contractor@demo.test', { onboarding_completed: 5, onboarding_required: 5 }],
    ['newhire@demo.test', { onboarding_completed: 0, onboarding_required: 7 }],
  ])('%s', async (email, expected) => {
    const { timesheets_awaiting, timesheet_hours, ...entities } = await figures(email);
    expect(entities).toEqual(expected);
    if (timesheets_awaiting === undefined) return;
    const auth = { authorization: `Bearer ${await h.login(email)}` };
    const awaiting = await h.app.inject({
      method: 'GET',
      url: '/v2/timesheets?status=submitted,signed&per_page=1',
      headers: auth,
    });
    const workDone = await h.app.inject({
      method: 'GET',
      url: '/v2/timesheets?status=submitted,signed,approved&per_page=1',
      headers: auth,
    });
    expect(timesheets_awaiting).toBe(awaiting.json().meta.total);
    expect(timesheet_hours).toBe(workDone.json().meta.total_hours_hundredths);
    expect(timesheets_awaiting).toBeGreaterThan(0);
  });

  it('links every figure to its list', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/v2/dashboard',
      headers: { authorization: `Bearer ${await h.login('admin@demo.test')}` },
    });
    for (const f of res.json().figures) expect(f.href).toMatch(/^\/[a-z_/]+(\?[a-z_]+=[a-z_,]+)?$/);
  });

  it('needs a session', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/v2/dashboard' })).statusCode).toBe(401);
  });
});
