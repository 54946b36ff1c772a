import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { loadUser } from '../auth/load-user';
import { clients, notifications, timesheets, users } from '../db/schema';
import { deliverNotices } from './deliver';
import { timesheetServer } from '../../resources/timesheets/server';
import { openableWorkflow, type CanOpen, type DailyNotification, type Notice } from './kind';
import { timesheetPending } from './pending-reminder';

/**
 * A daily run names a partner's whole staff on every waiting record: each record is looked up once
 * per scope the candidates share (access and tenant), not once per person, and still only those
 * who may open it are told.
 */
/** A timesheet opens for whoever its detail page opens for. */
const timesheetOpens = openableWorkflow(() => timesheetServer);

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const idOf = async (email: string) => {
  const [u] = await h.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u!.id;
};

describe('deliverNotices', () => {
  it('asks once per record and shared scope, and tells only those who may open it', async () => {
    const [owner, manager, globex, harbor] = await Promise.all(
      [
        'owner@acme.test',
        'manager@acme.test',
        'approver@globex.test',
        'owner@harborpoint.test',
      ].map(idOf),
    );
    const recordsOf = async (client: string) => {
      const rows = await h.deps.db
        .select({ id: timesheets.id })
        .from(timesheets)
        .innerJoin(clients, eq(clients.id, timesheets.client_id))
        .where(eq(clients.entity_name, client))
        .limit(2);
      return rows.map((r) => r.id);
    };
    // Globex is Acme's client; Bluewater Logistics is Harbor Point's.
    const [globexRecords, harborRecords] = await Promise.all([
      recordsOf('Globex'),
      recordsOf('Bluewater Logistics'),
    ]);
    const records = [...globexRecords, ...harborRecords];
    expect(records).toHaveLength(4);
    const candidates = [owner!, manager!, globex!, harbor!];

    let asked = 0;
    const counted: CanOpen = Object.assign(
      async (...args: Parameters<CanOpen>) => {
        asked++;
        return timesheetOpens(...args);
      },
      { sharedBy: timesheetOpens.sharedBy },
    );
    const entry: DailyNotification = { ...timesheetPending, may: undefined, canOpen: counted };
    const notices: Notice[] = records.map((recordId) => ({
      recordId,
      candidates,
      content: { title: 'Waiting', body: 'Still waiting.', link: `/timesheets/${recordId}` },
    }));
    const delivered = await h.deps.db.transaction((tx) =>
      deliverNotices(tx, h.deps, entry, notices, 'daily:2027-01-15'),
    );

    // Acme's two users share one scope; Globex's approver and Harbor Point's owner have their own.
    expect(asked).toBe(records.length * 3);
    expect([...delivered.users].sort()).toEqual([...candidates].sort());
    const rows = await h.deps.db
      .select({ user_id: notifications.user_id, link: notifications.link })
      .from(notifications)
      .where(
        and(
          like(notifications.dedupe_key, 'daily:2027-01-15:%'),
          inArray(notifications.user_id, candidates),
        ),
      );
    const linksOf = (id: string) =>
      rows
        .filter((r) => r.user_id === id)
        .map((r) => r.link)
        .sort();
    // What asking each person alone answers.
    const opensFor = async (id: string) => {
      const user = (await loadUser(h.deps.db, id))!;
      const open: string[] = [];
      for (const r of records)
        if (await h.deps.db.transaction((tx) => timesheetOpens(tx, user, r)))
          open.push(`/timesheets/${r}`);
      return open.sort();
    };
    for (const id of candidates) expect(linksOf(id)).toEqual(await opensFor(id));
    expect(linksOf(owner!)).toHaveLength(globexRecords.length);
    expect(linksOf(harbor!)).toHaveLength(harborRecords.length);
    expect(linksOf(globex!).length).toBeGreaterThan(0);
  });

  it('gives users of different access or tenants different scope keys', async () => {
    const load = async (email: string) => (await loadUser(h.deps.db, await idOf(email)))!;
    const key = timesheetOpens.sharedBy!;
    const keys = await Promise.all(
      [
        'owner@acme.test',
        'manager@acme.test',
        'approver@globex.test',
        'admin@demo.test',
        'owner@harborpoint.test',
      ].map(async (email) => key(await load(email))),
    );
    expect(keys[0]).toBe(keys[1]);
    expect(new Set(keys).size).toBe(4);
  });
});
