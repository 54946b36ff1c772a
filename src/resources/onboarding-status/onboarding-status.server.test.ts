import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import type { OnboardingStatus } from './contract';
import { onboardingReminders, outbox, users } from '../../server/db/schema';
import { NOTHING_LEFT, REMINDED_TODAY } from './reminders.server';

let h: Harness;
let nina: string;
beforeAll(async () => {
  h = await createHarness();
  const [row] = await h.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'newhire@demo.test'));
  nina = row!.id;
});
afterAll(async () => h.close());

let call = callerOf(() => h);
const list = async (email: string, query = '') =>
  (await call(email, 'GET', `/onboarding_status${query}`)).json().data as OnboardingStatus[];

it('lists who is stuck at which step, filterable, to admins and to the partner of those users', async () => {
  const mine = await list('owner@acme.test');
  const ninaRow = mine.find((r) => r.id === nina);
  expect(ninaRow).toMatchObject({
    name: 'Nina Newhire',
    user_type: 'contractor',
    partner_name: 'Acme Staffing',
    current_step: 'personal_info',
    steps_done: 0,
    steps_total: 7,
    last_reminded_at: null,
  });
  expect(mine.every((r) => r.partner_name === 'Acme Staffing')).toBe(true);
  expect((await list('owner@selfco.test')).some((r) => r.id === nina)).toBe(false);
  expect(
    (await list('admin@demo.test', '?step=personal_info&user_type=contractor')).map((r) => r.id),
  ).toContain(nina);
  expect((await list('admin@demo.test', '?step=agreements')).some((r) => r.id === nina)).toBe(
    false,
  );
  expect((await list('admin@demo.test', '?user_type=client')).some((r) => r.id === nina)).toBe(
    false,
  );
  expect((await call('timekeeper@acme.test', 'GET', '/onboarding_status')).statusCode).toBe(403);
});

it('shows every other user their own organisation only, without reminders', async () => {
  expect((await list('newhire@demo.test')).map((r) => r.id)).toEqual([nina]);
  expect(await list('contractor@demo.test')).toEqual([]);
  for (const email of ['client@globex.test', 'sales@demo.test']) {
    const res = await call(email, 'GET', '/onboarding_status');
    expect(res.statusCode, email).toBe(200);
    expect(
      (res.json().data as OnboardingStatus[]).some((r) => r.id === nina),
      email,
    ).toBe(false);
  }
  const remind = await call('newhire@demo.test', 'POST', `/onboarding_status/${nina}/remind`);
  expect(remind.statusCode).toBe(403);
});

it('mails a reminder of the next step at most once a day per user, recorded', async () => {
  const first = await call('recruiter@acme.test', 'POST', `/onboarding_status/${nina}/remind`);
  expect(first.statusCode, first.body).toBe(200);
  const mails = await h.database.db.select().from(outbox).where(eq(outbox.to, 'newhire@demo.test'));
  const reminder = mails.find((m) => m.subject === 'Finish your onboarding');
  expect(reminder?.body).toContain('Profile and Address is next');
  expect(reminder?.body).toContain('/onboard/contractor');

  const again = await call('owner@acme.test', 'POST', `/onboarding_status/${nina}/remind`);
  expect(again.statusCode).toBe(429);
  expect(again.json().message).toBe(REMINDED_TODAY);
  expect((await list('owner@acme.test')).find((r) => r.id === nina)?.last_reminded_at).toBe(
    first.json().sent_at,
  );

  h.clock.advance(24 * 3_600_000 + 1);
  // Sessions do not last a day: sign in afresh.
  call = callerOf(() => h);
  expect(
    (await call('owner@acme.test', 'POST', `/onboarding_status/${nina}/remind`)).statusCode,
  ).toBe(200);
  const recorded = await h.database.db
    .select()
    .from(onboardingReminders)
    .where(and(eq(onboardingReminders.user_id, nina)));
  expect(recorded).toHaveLength(1);
});

it('refuses a reminder to someone outside the caller’s scope (404) or with nothing left (409)', async () => {
  expect(
    (await call('owner@selfco.test', 'POST', `/onboarding_status/${nina}/remind`)).statusCode,
  ).toBe(404);
  const [ian] = await h.database.db.select().from(users).where(eq(users.email, 'ic@demo.test'));
  const done = await call('admin@demo.test', 'POST', `/onboarding_status/${ian!.id}/remind`);
  expect(done.statusCode).toBe(409);
  expect(done.json().message).toBe(NOTHING_LEFT);
  expect(
    (await call('client@globex.test', 'POST', `/onboarding_status/${nina}/remind`)).statusCode,
  ).toBe(403);
});
