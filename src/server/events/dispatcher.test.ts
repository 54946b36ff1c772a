import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { TimesheetDetail, TimesheetList } from '../../resources/timesheets/contract';
import { eventDeliveries, outbox } from '../db/schema';
import { timesheetEvents } from '../../resources/timesheets/server';
import { claimDeliveries } from './deliveries';
import { createDispatcher } from './dispatcher';
import { appendEvents, type EventOrigin } from './store';
import type { Subscriber } from './subscriber';
import { subscribers } from '../subscribers';

let h: Harness;
const auth = async (email: string) => ({ authorization: `Bearer ${await h.login(email)}` });

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const dispatcher = (list: readonly Subscriber[] = subscribers) =>
  createDispatcher(h.deps, list, h.app.log, { leaseMs: 60_000 });

/** A submitted Globex timesheet and its contractor's email, as the admin sees them. */
async function submitted(offset: number) {
  const list = (
    await h.app.inject({
      method: 'GET',
      url: '/v2/timesheets?status=submitted&client_id=' + (await globexId()),
      headers: await auth('admin@demo.test'),
    })
  ).json() as TimesheetList;
  const t = list.data[offset];
  if (!t?.contractor_email) throw new Error('no submitted Globex timesheet');
  return { id: t.id, email: t.contractor_email };
}

async function globexId() {
  const me = await h.app.inject({
    method: 'GET',
    url: '/v2/user',
    headers: await auth('client@globex.test'),
  });
  return (me.json() as { client: { id: string } }).client.id;
}

const reject = async (id: string, reason: string) => {
  const res = await h.app.inject({
    method: 'POST',
    url: `/v2/timesheets/${id}/actions/reject`,
    headers: await auth('client@globex.test'),
    payload: { reason },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TimesheetDetail;
};

/** Rejection mails about one timesheet: the link in the body names it. */
const mailsAbout = (id: string) =>
  h.deps.db
    .select()
    .from(outbox)
    .where(and(like(outbox.subject, '%was rejected'), like(outbox.body, `%/timesheets/${id}%`)));

describe('the rejection mail', () => {
  it('reaches the contractor with the reason and a link, after commit, without anyone draining', async () => {
    const t = await submitted(0);
    await reject(t.id, 'Lunch break missing');
    let mails = await mailsAbout(t.id);
    for (let i = 0; i < 50 && !mails.length; i++) {
      await new Promise((r) => setTimeout(r, 50));
      mails = await mailsAbout(t.id);
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: t.email,
      subject: expect.stringMatching(/^Your timesheet for \d{4}-\d\d-\d\d was rejected$/),
    });
    expect(mails[0]?.body).toContain('Reason: Lunch break missing');
    expect(mails[0]?.body).toContain(`http://localhost:3000/timesheets/${t.id}`);
  });

  it('is not sent for an event whose transaction rolled back', async () => {
    const t = await submitted(0);
    const origin: EventOrigin = {
      actorUserId: null,
      actorRole: 'client',
      ip: null,
      userAgent: null,
      location: null,
      occurredAt: h.deps.now(),
    };
    const state = { status: 'submitted', billing: 'billable', paid: false };
    await expect(
      h.deps.db.transaction(async (tx) => {
        await appendEvents(
          tx,
          timesheetEvents,
          [
            {
              streamId: t.id,
              version: 99,
              type: 'timesheet.reject',
              payload: {
                from: state,
                to: { ...state, status: 'rejected' },
                actor_email: 'client@globex.test',
                reason: 'Never',
              },
              origin,
            },
          ],
          h.deps.subscribers,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await dispatcher().drain();
    expect(await mailsAbout(t.id)).toEqual([]);
  });

  it('is sent once when deliveries are replayed, as after a crash between sending and recording', async () => {
    const t = await submitted(0);
    await reject(t.id, 'Wrong site');
    // The app's own dispatcher, nudged by the commit, may hold the delivery: wait for its run.
    await h.app.dispatcher.drain();
    expect(await mailsAbout(t.id)).toHaveLength(1);
    // The record of delivery lost: every delivery is due again and runs again.
    await h.deps.db.update(eventDeliveries).set({ delivered_at: null });
    await h.app.dispatcher.drain();
    expect(await mailsAbout(t.id)).toHaveLength(1);
    const [delivery] = await h.deps.db
      .select()
      .from(eventDeliveries)
      .where(eq(eventDeliveries.subscriber, 'timesheet.rejection-mail'))
      .orderBy(eventDeliveries.id);
    expect(delivery?.delivered_at).not.toBeNull();
  });

  it('is sent once by two dispatchers racing over the same deliveries', async () => {
    const ids = [await submitted(0), await submitted(1), await submitted(2)];
    const a = dispatcher();
    const b = dispatcher();
    for (const t of ids) await reject(t.id, 'Duplicate entry');
    await Promise.all([a.drain(), b.drain(), h.app.dispatcher.drain()]);
    for (const t of ids) expect(await mailsAbout(t.id), t.id).toHaveLength(1);
  });

  it('a dispatcher that died holding a delivery leaves it to another once its claim lapses', async () => {
    const t = await submitted(0);
    // Everything due now is taken by a dispatcher that never finishes.
    await h.app.dispatcher.stop();
    await reject(t.id, 'Claimed and lost');
    const held = await claimDeliveries(
      h.deps.db,
      ['timesheet.rejection-mail'],
      h.deps.now(),
      60_000,
      100,
    );
    expect(held.length).toBeGreaterThan(0);
    await dispatcher().drain();
    expect(await mailsAbout(t.id)).toEqual([]);
    h.clock.advance(61_000);
    await dispatcher().drain();
    expect(await mailsAbout(t.id)).toHaveLength(1);
  });
});

describe('subscribers', () => {
  it('a failing subscriber is retried later without holding back the others', async () => {
    const seen: number[] = [];
    let failing = true;
    const steady: Subscriber = {
      name: 'test.steady',
      streamType: 'timesheet',
      types: ['timesheet.reject'],
      handle: async ({ event }) => void seen.push(event.id),
    };
    const flaky: Subscriber = {
      name: 'test.flaky',
      streamType: 'timesheet',
      types: ['timesheet.reject'],
      handle: async ({ event }) => {
        if (failing) throw new Error('mail server down');
        seen.push(-event.id);
      },
    };
    const t = await submitted(0);
    const origin: EventOrigin = {
      actorUserId: null,
      actorRole: 'client',
      ip: null,
      userAgent: null,
      location: null,
      occurredAt: h.deps.now(),
    };
    const state = { status: 'submitted', billing: 'billable', paid: false };
    const [event] = await h.deps.db.transaction((tx) =>
      appendEvents(
        tx,
        timesheetEvents,
        [
          {
            streamId: t.id,
            version: 1000,
            type: 'timesheet.reject',
            payload: {
              from: state,
              to: { ...state, status: 'rejected' },
              actor_email: 'client@globex.test',
              reason: 'x',
            },
            origin,
          },
        ],
        [flaky, steady],
      ),
    );
    if (!event) throw new Error('not appended');
    const d = dispatcher([flaky, steady]);
    await d.drain();
    expect(seen).toEqual([event.id]);
    const [failed] = await h.deps.db
      .select()
      .from(eventDeliveries)
      .where(eq(eventDeliveries.subscriber, 'test.flaky'));
    expect(failed).toMatchObject({
      attempts: 1,
      delivered_at: null,
      last_error: expect.stringContaining('mail server down'),
    });
    failing = false;
    await d.drain();
    expect(seen, 'not due again before its back-off').toEqual([event.id]);
    h.clock.advance(2_000);
    await d.drain();
    expect(seen).toEqual([event.id, -event.id]);
  });
});

describe('stopping', () => {
  it('waits for the delivery in hand, not for every delivery due; the rest are delivered after the next start', async () => {
    const seen: number[] = [];
    // Each delivery waits to be let through, until the gate opens for good.
    let release = () => {};
    let open = false;
    const slow: Subscriber = {
      name: 'test.slow',
      streamType: 'timesheet',
      types: ['timesheet.reject'],
      handle: async ({ event }) => {
        if (!open) await new Promise<void>((r) => (release = r));
        seen.push(event.id);
      },
    };
    const t = await submitted(0);
    const origin: EventOrigin = {
      actorUserId: null,
      actorRole: 'client',
      ip: null,
      userAgent: null,
      location: null,
      occurredAt: h.deps.now(),
    };
    const state = { status: 'submitted', billing: 'billable', paid: false };
    const events = await h.deps.db.transaction((tx) =>
      appendEvents(
        tx,
        timesheetEvents,
        [0, 1, 2, 3, 4].map((i) => ({
          streamId: t.id,
          version: 2000 + i,
          type: 'timesheet.reject',
          payload: {
            from: state,
            to: { ...state, status: 'rejected' },
            actor_email: 'client@globex.test',
            reason: `r${i}`,
          },
          origin,
        })),
        [slow],
      ),
    );
    expect(events).toHaveLength(5);
    const d = dispatcher([slow]);
    d.start();
    for (let i = 0; i < 1000 && !seen.length; i++) {
      release();
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(seen).toHaveLength(1);
    const stopped = d.stop();
    open = true;
    release();
    await stopped;
    expect(seen.length, 'stopped after the delivery in hand').toBeLessThan(5);
    const undelivered = await h.deps.db
      .select()
      .from(eventDeliveries)
      .where(
        and(eq(eventDeliveries.subscriber, 'test.slow'), isNull(eventDeliveries.delivered_at)),
      );
    expect(undelivered).toHaveLength(5 - seen.length);
    // Once the stopped run's claims have lapsed, the stopped dispatcher still delivers when asked
    // (tests and the job runner drain it by hand), and so does the next start.
    h.clock.advance(60_001);
    await d.drain();
    expect([...seen].sort()).toEqual(events.map((e) => e.id).sort());
  });
});
