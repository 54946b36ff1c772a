import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { peopleApi } from '../../../tests/people/people-api';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { Contractor } from './contract';
import { W2_CONTRACTOR_STEPS } from '../../domain/onboarding/contractor-steps';
import { contractors, partners } from '../../server/db/schema';

let h: Harness;
let api: ReturnType<typeof peopleApi>;
beforeAll(async () => {
  h = await createHarness();
  api = peopleApi(h);
});
afterAll(async () => h.close());

const body = (email: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Nell',
  last_name: 'Hire',
  email,
  ...extra,
});

it("creates a partner's W-2 contractor with its steps and invites them into onboarding", async () => {
  const res = await api.call(
    'recruiter@acme.test',
    'POST',
    '/contractors',
    body('nell@demo.test', { requires_w2_onboard: true }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as Contractor;
  expect(created).toMatchObject({
    name: 'Nell Hire',
    partner_name: 'Acme Staffing',
    requires_w2_onboard: true,
  });
  const [row] = await h.database.db
    .select()
    .from(contractors)
    .where(eq(contractors.id, created.id));
  // Acme requires its workers' agreement on top of the W-2 steps.
  expect(row).toMatchObject({
    required_steps: [...W2_CONTRACTOR_STEPS, 'agreements'],
    completed_steps: [],
  });
  const list = (await api.call('owner@acme.test', 'GET', '/contractors?name=nell')).json() as {
    data: Contractor[];
  };
  expect(list.data.map((c) => c.id)).toEqual([created.id]);

  const accepted = await api.accept(await api.inviteOf('nell@demo.test'));
  expect(accepted.json()).toMatchObject({ next: '/onboard/contractor' });
  const me = await h.app.inject({
    method: 'GET',
    url: '/v2/user',
    headers: {
      authorization: `Bearer ${(accepted.json() as { access_token: string }).access_token}`,
    },
  });
  expect(me.json()).toMatchObject({
    user_type: 'contractor',
    contractor: { id: created.id, requires_w2_onboard: true },
  });
});

it('gives a client owner’s contractor to its partner and lets the client see it; an admin names the partner', async () => {
  const res = await api.call('client@globex.test', 'POST', '/contractors', body('cleo@demo.test'));
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({ partner_name: 'Acme Staffing', requires_w2_onboard: false });

  const none = await api.call('admin@demo.test', 'POST', '/contractors', body('ad@demo.test'));
  expect(none.json()).toMatchObject({ detail: [{ loc: ['body', 'partner_id'] }] });
  const [selfco] = await h.database.db
    .select()
    .from(partners)
    .where(eq(partners.subdomain, 'selfco'));
  const ok = await api.call(
    'admin@demo.test',
    'POST',
    '/contractors',
    body('ad@demo.test', { partner_id: selfco!.id }),
  );
  expect(ok.json()).toMatchObject({ partner_name: 'SelfCo' });
  // A partner names no partner: its own wins.
  const own = await api.call(
    'owner@acme.test',
    'POST',
    '/contractors',
    body('own@demo.test', { partner_id: selfco!.id }),
  );
  expect(own.json()).toMatchObject({ partner_name: 'Acme Staffing' });
  const taken = await api.call(
    'owner@acme.test',
    'POST',
    '/contractors',
    body('NEWHIRE@demo.test'),
  );
  expect(taken.json()).toMatchObject({
    detail: [{ loc: ['body', 'email'], msg: 'A user with this email already exists' }],
  });
  for (const refused of ['approver@globex.test', 'timekeeper@acme.test', 'contractor@demo.test'])
    expect((await api.call(refused, 'POST', '/contractors', body('x@demo.test'))).statusCode).toBe(
      403,
    );
});
