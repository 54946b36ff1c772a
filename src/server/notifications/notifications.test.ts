import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { AssignmentList } from '../../resources/assignments/contract';
import type {
  Notification,
  NotificationPreferences,
  UnreadCount,
} from '../../resources/notifications/contract';
import type { TimesheetDetail } from '../../resources/timesheets/contract';
import { demoAccounts } from '../seed/demo-tenants';
import { eventDeliveries, events, notifications, outbox } from '../db/schema';
import { sendDigests } from './daily';

let h: Harness;
const call = callerOf(() => h);
const DOT =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const act = (email: string, id: string, action: string, payload: object = {}) =>
  call(email, 'POST', `/timesheets/${id}/actions/${action}`, payload);

const mine = async (email: string, query = '') =>
  (
    (await call(email, 'GET', `/notifications?per_page=200${query}`)).json() as {
      data: Notification[];
    }
  ).data;

const unread = async (email: string) =>
  ((await call(email, 'GET', '/notifications/unread_count')).json() as UnreadCount).unread;

/** Connie enters and submits a day at Globex; the dispatcher runs the subscribers. */
async function submittedAtGlobex(date: string) {
  const list = (await call('contractor@demo.test', 'GET', '/assignments')).json() as AssignmentList;
  const globex = list.data.find((a) => a.client_name === 'Globex')!;
  const created = await call('contractor@demo.test', 'POST', '/timesheets', {
    assignment_id: globex.id,
    date,
    time_start: '09:00',
    time_end: '17:00',
    break_time_minutes: 0,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as TimesheetDetail).timesheet.id;
  const submitted = await act('contractor@demo.test', id, 'submit');
  expect(submitted.statusCode, submitted.body).toBe(200);
  await h.app.dispatcher.drain();
  return id;
}

const about = (list: Notification[], id: string, kind: string) =>
  list.filter((n) => n.link === `/timesheets/${id}` && n.kind === kind);

describe('who hears of a submitted timesheet', () => {
  let id: string;
  beforeAll(async () => {
    id = await submittedAtGlobex('2026-11-21');
  });

  it('tells the client’s deciders, naming the timesheet and linking to it', async () => {
    const [n] = about(await mine('client@globex.test'), id, 'timesheet_submitted');
    expect(n).toMatchObject({
      title: 'Timesheet to approve: Connie Contractor, 2026-11-21',
      body: 'Connie Contractor submitted 8.00 hours at Globex for 2026-11-21.',
      read_at: null,
    });
    expect(about(await mine('approver@globex.test'), id, 'timesheet_submitted')).toHaveLength(1);
  });

  it('reaches only users who can open the timesheet: never another tenant, never the worker who submitted it', async () => {
    const reached: string[] = [];
    for (const { email } of demoAccounts) {
      if (email === 'finance@acme.test') continue; // two-factor sign-in; Acme's other staff stand for it
      const got = about(await mine(email), id, 'timesheet_submitted');
      if (!got.length) continue;
      reached.push(email);
      // The same scope and access as the page: whoever was told can open it.
      expect((await call(email, 'GET', `/timesheets/${id}`)).statusCode, email).toBe(200);
    }
    expect(reached).toContain('client@globex.test');
    expect(reached).not.toContain('contractor@demo.test');
    for (const other of [
      'owner@selfco.test',
      'owner@harborpoint.test',
      'owner@crestline.test',
      'ic@demo.test',
      'sales@demo.test',
      'admin@demo.test',
    ])
      expect(reached).not.toContain(other);
  });

  it('is delivered once when the subscriber runs again (replay)', async () => {
    const before = await h.deps.db.$count(notifications);
    const mails = await h.deps.db.$count(outbox);
    const [submit] = await h.deps.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.stream_id, id), eq(events.type, 'timesheet.submit')));
    await h.deps.db
      .update(eventDeliveries)
      .set({ delivered_at: null, claimed_until: null })
      .where(
        and(
          eq(eventDeliveries.event_id, submit!.id),
          like(eventDeliveries.subscriber, 'notifications.%'),
        ),
      );
    await h.app.dispatcher.drain();
    const [again] = await h.deps.db
      .select({ delivered_at: eventDeliveries.delivered_at })
      .from(eventDeliveries)
      .where(
        and(
          eq(eventDeliveries.event_id, submit!.id),
          like(eventDeliveries.subscriber, 'notifications.%'),
        ),
      );
    expect(again?.delivered_at).not.toBeNull();
    expect(await h.deps.db.$count(notifications)).toBe(before);
    expect(await h.deps.db.$count(outbox)).toBe(mails);
  });
});

describe('the worker hears the decision, in the app and by mail', () => {
  let id: string;
  let mail: string;
  beforeAll(async () => {
    id = await submittedAtGlobex('2026-11-17');
    expect(
      (
        await act('client@globex.test', id, 'sign', {
          signature: { full_name: 'Carl Client', drawn_png: DOT },
        })
      ).statusCode,
    ).toBe(200);
    expect((await act('client@globex.test', id, 'approve')).statusCode).toBe(200);
    await h.app.dispatcher.drain();
    const [m] = await h.deps.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, '%Timesheet approved: 2026-11-17'));
    mail = m!.body;
    expect(m).toMatchObject({
      to: 'contractor@demo.test',
      subject: 'Acme Staffing: Timesheet approved: 2026-11-17',
    });
  });

  it('lists the approval for Connie with a link to the timesheet', async () => {
    expect(about(await mine('contractor@demo.test'), id, 'timesheet_approved')).toMatchObject([
      { title: 'Timesheet approved: 2026-11-17' },
    ]);
    expect(mail).toContain(`/timesheets/${id}`);
  });

  it('mark read lowers the count; marking another user’s notification changes nothing', async () => {
    const before = await unread('contractor@demo.test');
    const [n] = about(
      await mine('contractor@demo.test', '&state=unread'),
      id,
      'timesheet_approved',
    );
    await call('client@globex.test', 'POST', '/notifications/read', { ids: [n!.id] });
    expect(await unread('contractor@demo.test')).toBe(before);
    const read = await call('contractor@demo.test', 'POST', '/notifications/read', {
      ids: [n!.id],
    });
    expect(read.json()).toEqual({ unread: before - 1 });
    expect(
      about(await mine('contractor@demo.test', '&state=read'), id, 'timesheet_approved'),
    ).toHaveLength(1);
    expect(
      (await call('contractor@demo.test', 'POST', '/notifications/read', { ids: [] })).statusCode,
    ).toBe(422);
    expect((await call('client@globex.test', 'POST', '/notifications/read_all')).json()).toEqual({
      unread: 0,
    });
    expect(await unread('client@globex.test')).toBe(0);
    expect(await unread('contractor@demo.test')).toBe(before - 1);
  });

  it('the mail’s unsubscribe link needs no sign-in and stops only that kind', async () => {
    const link = /Stop these mails \(Timesheet approved\): (\S+)/.exec(mail)?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    const path = `${url.pathname}${url.search}`;
    const page = await h.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop mail about “Timesheet approved”?');
    // A page among API answers: its inline styles and its form may run, nothing else; never stored.
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(page.headers['cache-control']).toBe('no-store');
    const prefs = async () =>
      (
        (
          await call('contractor@demo.test', 'GET', '/notification_preferences')
        ).json() as NotificationPreferences
      ).data;
    // Opening the page changed nothing: mail scanners open links.
    expect((await prefs()).find((p) => p.kind === 'timesheet_approved')?.email).toBe(true);
    const done = await h.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will no longer get mail about “Timesheet approved”');
    const after = await prefs();
    expect(after.filter((p) => !p.email).map((p) => p.kind)).toEqual(['timesheet_approved']);
    // Nobody else's choices moved.
    expect(
      (
        (
          await call('client@globex.test', 'GET', '/notification_preferences')
        ).json() as NotificationPreferences
      ).data.every((p) => p.email),
    ).toBe(true);
  });

  it('refuses a tampered or expired link, changing nothing', async () => {
    const token = new URL(
      /Stop these mails \(Timesheet approved\): (\S+)/.exec(mail)![1]!,
    ).searchParams.get('token')!;
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const tampered = await h.app.inject({
      method: 'POST',
      url: `/v2/notifications/unsubscribe?token=${token.slice(0, -1)}${last}`,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('This unsubscribe link is not valid');
    // NUL bytes are refused before the route reads anything (the app's hostile-text check).
    const garbage = await h.app.inject({
      method: 'GET',
      url: '/v2/notifications/unsubscribe?token=%00abc',
    });
    expect(garbage.statusCode).toBe(422);
    h.clock.advance(91 * 86_400_000);
    try {
      const expired = await h.app.inject({
        method: 'POST',
        url: `/v2/notifications/unsubscribe?token=${token}`,
      });
      expect(expired.statusCode).toBe(410);
    } finally {
      h.clock.advance(-91 * 86_400_000);
    }
  });
});

describe('preferences and the live stream', () => {
  it('a kind set to the daily digest is held, then mailed once in the next day’s summary', async () => {
    const set = await call(
      'contractor@demo.test',
      'PATCH',
      '/notification_preferences/timesheet_approved',
      { email: true, digest: true },
    );
    expect(
      (set.json() as NotificationPreferences).data.find((p) => p.kind === 'timesheet_approved'),
    ).toMatchObject({ email: true, digest: true });
    expect(
      (
        await call('contractor@demo.test', 'PATCH', '/notification_preferences/nonsense', {
          digest: true,
        })
      ).statusCode,
    ).toBe(422);
    const id = await submittedAtGlobex('2026-11-22');
    await act('client@globex.test', id, 'sign', {
      signature: { full_name: 'Carl Client', drawn_png: DOT },
    });
    expect((await act('client@globex.test', id, 'approve')).statusCode).toBe(200);
    await h.app.dispatcher.drain();
    const toConnie = () =>
      h.deps.db.select().from(outbox).where(eq(outbox.to, 'contractor@demo.test'));
    const before = await toConnie();
    expect(before.some((m) => m.subject.endsWith('Timesheet approved: 2026-11-22'))).toBe(false);
    expect(about(await mine('contractor@demo.test'), id, 'timesheet_approved')).toHaveLength(1);
    // Held items go out with the next day's run, and a second run that day sends nothing more.
    await sendDigests(h.deps, '2026-11-21');
    await sendDigests(h.deps, '2026-11-21');
    const after = await toConnie();
    const digests = after.filter((m) => m.subject === 'Acme Staffing: your daily summary (1)');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.body).toContain(`Timesheet approved: 2026-11-22`);
    expect(digests[0]!.body).toContain(`/timesheets/${id}`);
    expect(digests[0]!.body).toMatch(
      /Stop these mails:\n- Timesheet approved: http\S+unsubscribe\?token=/,
    );
  });

  it('a stream ticket is issued to a signed-in user only, and a wrong one opens nothing', async () => {
    expect(
      (await h.app.inject({ method: 'POST', url: '/v2/notifications/stream_tickets' })).statusCode,
    ).toBe(401);
    const issued = await call('contractor@demo.test', 'POST', '/notifications/stream_tickets');
    expect(issued.json()).toMatchObject({
      ticket: expect.stringMatching(/^[0-9a-f-]{36}\.[\w-]{43}$/),
    });
    const wrong = await h.app.inject({
      method: 'GET',
      url: '/v2/notifications/stream?token=00000000-0000-0000-0000-000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(wrong.statusCode).toBe(401);
  });
});
