import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { peopleApi } from '../../../tests/people/people-api';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { Contractor } from '../../resources/contractors/contract';
import type { Notification } from '../../resources/notifications/contract';
import { contractors, notifications, outbox, partners, users } from '../db/schema';
import { notificationDailyCatchUp, sendReminders } from './daily';

let h: Harness;
let api: ReturnType<typeof peopleApi>;
const call = callerOf(() => h);
beforeAll(async () => {
  h = await createHarness();
  api = peopleApi(h);
});
afterAll(async () => h.close());

const mine = async (email: string, kind: string) =>
  (
    (await api.call(email, 'GET', `/notifications?per_page=200&kind=${kind}`)).json() as {
      data: Notification[];
    }
  ).data;

const linkedTo = async (email: string, kind: string, link: string) =>
  (await mine(email, kind)).filter((n) => n.link === link);

async function contractorOf(email: string) {
  const [row] = await h.database.db
    .select({ id: contractors.id })
    .from(contractors)
    .innerJoin(users, eq(users.contractor_id, contractors.id))
    .where(eq(users.email, email));
  return row!.id;
}

/** The day's reminders about one partner's records only (the whole chain is walked once, below). */
async function remindPartner(subdomain: string, day: string) {
  const [p] = await h.database.db.select().from(partners).where(eq(partners.subdomain, subdomain));
  return sendReminders(h.deps, day, { type: 'partner', id: p!.id });
}

/** Runs the daily catch-up task's chain for `day` as the queue would: one job per cursor. */
async function runDaily(day: string) {
  let cursor: string | null = null;
  let handled = 0;
  let jobs = 0;
  do {
    const step = await notificationDailyCatchUp.batch(h.deps, day, cursor);
    handled += step.handled;
    cursor = step.next;
    jobs += 1;
  } while (cursor !== null);
  return { handled, jobs };
}

const NEWHIRE = 'newhire@demo.test';
/** Acme's owner and recruiters hear of their workers' onboarding; finance, time-sheet-only and others do not. */
const HEAR = ['owner@acme.test', 'recruiter@acme.test', 'payroll@acme.test', 'sourcer@acme.test'];
const DO_NOT_HEAR = [
  'finance@acme.test',
  'manager@acme.test',
  'timekeeper@acme.test',
  'owner@harborpoint.test',
  'owner@selfco.test',
  'admin@demo.test',
  'client@globex.test',
];

describe('a worker stuck in onboarding', () => {
  it('is told to their employer’s owner and recruiters once per step and wait, by the daily job', async () => {
    const id = await contractorOf(NEWHIRE);
    const link = `/contractors/${id}`;
    // Nina's next step (personal info) has waited since 2026-04-20: more than three days by May. (A
    // day before the demo's history keeps the other tenants' reminders out of this run.)
    await h.database.db
      .update(contractors)
      .set({ last_step_at: new Date('2026-04-20T12:00:00Z') })
      .where(eq(contractors.id, id));
    const first = await runDaily('2026-05-01');
    expect(first.jobs).toBeGreaterThan(3);
    for (const email of HEAR) {
      const got = await linkedTo(email, 'onboarding_stuck', link);
      expect(got, email).toHaveLength(1);
      expect(got[0]).toMatchObject({
        title: 'Stuck in onboarding: Nina Newhire',
        body: expect.stringContaining(
          'has not done “Profile and Address” for more than 3 days (0 of 7 steps done)',
        ),
      });
    }
    for (const email of [...DO_NOT_HEAR, NEWHIRE])
      expect(await linkedTo(email, 'onboarding_stuck', link), email).toHaveLength(0);

    // A rerun the same day, and the next days while she still waits at the same step, send nothing more.
    const outboxBefore = await h.database.db.select().from(outbox);
    const again = await runDaily('2026-05-01');
    expect(again.handled).toBe(0);
    expect(await h.database.db.select().from(outbox)).toHaveLength(outboxBefore.length);
    await remindPartner('acme', '2026-05-02');
    expect(await linkedTo('owner@acme.test', 'onboarding_stuck', link)).toHaveLength(1);

    // A step done and a new wait past three days is news again.
    await h.database.db
      .update(contractors)
      .set({ completed_steps: ['personal_info'], last_step_at: new Date('2026-05-02T09:00:00Z') })
      .where(eq(contractors.id, id));
    await remindPartner('acme', '2026-05-04');
    expect(await linkedTo('owner@acme.test', 'onboarding_stuck', link)).toHaveLength(1);
    await remindPartner('acme', '2026-05-06');
    const both = await linkedTo('owner@acme.test', 'onboarding_stuck', link);
    expect(both).toHaveLength(2);
    expect(both.map((n) => n.body).join('\n')).toContain('“Tax ID”');
  });

  it('is not told of a worker whose wait is shorter, nor of a deactivated one', async () => {
    const email = 'rosa.delgado@harborpoint-workers.test';
    const rosa = await contractorOf(email);
    const link = `/contractors/${rosa}`;
    await h.database.db
      .update(contractors)
      .set({ last_step_at: new Date('2026-11-19T12:00:00Z') })
      .where(eq(contractors.id, rosa));
    await remindPartner('harborpoint', '2026-11-21');
    expect(await linkedTo('owner@harborpoint.test', 'onboarding_stuck', link)).toHaveLength(0);
    await h.database.db
      .update(users)
      .set({ deactivated_at: new Date('2026-11-20T00:00:00Z') })
      .where(eq(users.email, email));
    await remindPartner('harborpoint', '2026-11-25');
    expect(await linkedTo('owner@harborpoint.test', 'onboarding_stuck', link)).toHaveLength(0);
    await h.database.db.update(users).set({ deactivated_at: null }).where(eq(users.email, email));
    await remindPartner('harborpoint', '2026-11-25');
    expect(await linkedTo('owner@harborpoint.test', 'onboarding_stuck', link)).toHaveLength(1);
  });
});

describe('a worker who finishes onboarding', () => {
  it('is told to the employer’s owner and recruiters as the last step is saved, once', async () => {
    const id = await contractorOf(NEWHIRE);
    const link = `/contractors/${id}`;
    const [row] = await h.database.db
      .select({ required: contractors.required_steps })
      .from(contractors)
      .where(eq(contractors.id, id));
    // Every step but personal info is done; saving it is the last one.
    await h.database.db
      .update(contractors)
      .set({ completed_steps: row!.required.filter((s) => s !== 'personal_info') })
      .where(eq(contractors.id, id));
    const info = {
      first_name: 'Nina',
      last_name: 'Newhire',
      phone: '+1 512 555 0100',
      date_of_birth: '1994-03-02',
      street_address_line_1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      country: 'US',
    };
    const saved = await call(NEWHIRE, 'PUT', '/onboarding/personal_info', info);
    expect(saved.statusCode, saved.body).toBe(200);
    await h.app.dispatcher.drain();
    for (const email of HEAR) {
      const got = await linkedTo(email, 'onboarding_finished', link);
      expect(got, email).toHaveLength(1);
      expect(got[0]).toMatchObject({
        title: 'Onboarding finished: Nina Newhire',
        body: 'Nina Newhire completed all 7 onboarding steps.',
      });
    }
    for (const email of [...DO_NOT_HEAR, NEWHIRE])
      expect(await linkedTo(email, 'onboarding_finished', link), email).toHaveLength(0);
    // The mail follows the owner's preference (each one, by default), with the record's link.
    const mails = await h.database.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.to, 'owner@acme.test'),
          like(outbox.subject, '%Onboarding finished: Nina Newhire'),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(link);

    // Saving the step again finishes nothing again.
    expect((await call(NEWHIRE, 'PUT', '/onboarding/personal_info', info)).statusCode).toBe(200);
    await h.app.dispatcher.drain();
    expect(await linkedTo('owner@acme.test', 'onboarding_finished', link)).toHaveLength(1);
  });
});

describe('an accepted invitation', () => {
  it('is told to the one who sent the link, at the page they invited from', async () => {
    const made = await api.call('recruiter@acme.test', 'POST', '/contractors', {
      first_name: 'Ivy',
      last_name: 'Invited',
      email: 'ivy@demo.test',
      requires_w2_onboard: false,
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = (made.json() as Contractor).id;
    const accepted = await api.accept(await api.inviteOf('ivy@demo.test'));
    expect(accepted.statusCode, accepted.body).toBe(200);
    await h.app.dispatcher.drain();
    const link = `/contractors/${id}`;
    const got = await linkedTo('recruiter@acme.test', 'invitation_accepted', link);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      title: 'Invitation accepted: Ivy Invited',
      body: 'Ivy Invited (ivy@demo.test) accepted your invitation and can now sign in.',
    });
    // Only the inviter: not their colleagues, not another tenant, not the invitee.
    for (const email of [
      'owner@acme.test',
      'payroll@acme.test',
      'owner@harborpoint.test',
      'admin@demo.test',
    ])
      expect(await linkedTo(email, 'invitation_accepted', link), email).toHaveLength(0);
    const [ivy] = await h.database.db.select().from(users).where(eq(users.email, 'ivy@demo.test'));
    expect(
      await h.database.db.select().from(notifications).where(eq(notifications.user_id, ivy!.id)),
    ).toHaveLength(0);
  });

  it('names whoever sent the link that was used: a resent invitation tells the one who resent it', async () => {
    const made = await api.call('owner@acme.test', 'POST', '/team', {
      first_name: 'Tom',
      last_name: 'Teammate',
      email: 'tom@acme.test',
      role: 'finance',
    });
    expect(made.statusCode, made.body).toBe(201);
    const tom = made.json() as { id: string };
    h.clock.advance(61_000);
    // An admin resends it (from /users): the admin's link is the one used.
    const resent = await api.call('admin@demo.test', 'POST', `/users/${tom.id}/invite`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect((await api.accept(await api.inviteOf('tom@acme.test'))).statusCode).toBe(200);
    await h.app.dispatcher.drain();
    expect(
      await linkedTo('admin@demo.test', 'invitation_accepted', `/users/${tom.id}`),
    ).toHaveLength(1);
    expect(await mine('owner@acme.test', 'invitation_accepted')).toHaveLength(0);
  });
});
