import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { contractors, users } from '../../server/db/schema';
import { NOT_A_STEP } from './orders.server';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  // Nina's partner asks a background check of her (as a partner's optional step would).
  const [nina] = await h.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'newhire@demo.test'));
  await h.database.db
    .update(contractors)
    .set({
      required_steps: ['personal_info', 'background_check'],
      completed_steps: ['personal_info'],
    })
    .where(eq(contractors.id, nina!.contractor_id!));
});
afterAll(async () => h.close());

const call = callerOf(() => h);
const requirements = async (email: string) => (await call(email, 'GET', '/requirements')).json();

it('orders a required screening from the demo provider; its return URL completes the screening and the step', async () => {
  const refused = await call('newhire@demo.test', 'POST', '/screenings/order', {
    type: 'drug_test',
  });
  expect(refused.statusCode).toBe(422);
  expect(refused.body).toContain(NOT_A_STEP);

  const ordered = await call('newhire@demo.test', 'POST', '/screenings/order', {
    type: 'background_check',
  });
  expect(ordered.statusCode, ordered.body).toBe(201);
  const { id, redirect_url } = ordered.json();
  expect(redirect_url).toMatch(/^\/integrations\/complete\/checkr\?reference=demo_/);
  // Ordering again answers the open order instead of placing another.
  expect(
    (
      await call('newhire@demo.test', 'POST', '/screenings/order', { type: 'background_check' })
    ).json(),
  ).toEqual({ id, redirect_url });

  const reference = new URL(redirect_url, 'http://x').searchParams.get('reference');
  // Someone else's return with the same reference finds nothing.
  expect(
    (await call('contractor@demo.test', 'POST', '/integrations/complete/checkr', { reference }))
      .statusCode,
  ).toBe(404);
  expect((await requirements('newhire@demo.test')).completed).toEqual(['personal_info']);

  const done = await call('newhire@demo.test', 'POST', '/integrations/complete/checkr', {
    reference,
  });
  expect(done.statusCode, done.body).toBe(200);
  expect(done.json()).toMatchObject({
    id,
    type: 'background_check',
    status: 'completed',
    result: 'clear',
    provider: 'demo',
    partner_name: 'Acme Staffing',
  });
  expect((await requirements('newhire@demo.test')).completed).toEqual([
    'personal_info',
    'background_check',
  ]);
  expect(
    (await call('newhire@demo.test', 'POST', '/integrations/complete/checkr', { reference }))
      .statusCode,
  ).toBe(200);
  expect(
    (await call('newhire@demo.test', 'POST', '/screenings/order', { type: 'background_check' }))
      .statusCode,
  ).toBe(422);
});

it('lists screenings to the contractor, its partner and admins only', async () => {
  const own = (await call('newhire@demo.test', 'GET', '/screenings')).json();
  expect(own.data.map((s: { contractor_name: string }) => s.contractor_name)).toEqual([
    'Nina Newhire',
  ]);
  const acme = (await call('owner@acme.test', 'GET', '/screenings')).json();
  expect(new Set(acme.data.map((s: { partner_name: string }) => s.partner_name))).toEqual(
    new Set(['Acme Staffing']),
  );
  for (const email of [
    'client@globex.test',
    'sales@demo.test',
    'eor@demo.test',
    'timekeeper@acme.test',
  ])
    expect((await call(email, 'GET', '/screenings')).statusCode, email).toBe(403);
  expect(
    (await call('owner@acme.test', 'POST', '/screenings/order', { type: 'background_check' }))
      .statusCode,
  ).toBe(403);
});
