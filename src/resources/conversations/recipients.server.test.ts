import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { ConversationDetail, Recipient } from './contract';
import { MAX_RECIPIENTS } from './kinds';
import { contractors, conversations, events, partners, users } from '../../server/db/schema';

let h: Harness;
const call = callerOf(() => h);
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const OWNER = 'owner@acme.test';

const userId = async (email: string) => {
  const [u] = await h.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return u!.id;
};
const search = async (email: string, q: string, extra = '') => {
  const res = await call(email, 'GET', `/message_recipients?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Recipient[]; meta: { total: number; page: number } };
};

describe('the recipient search', () => {
  it('finds people one works with by part of a name or an email, never another tenant’s', async () => {
    expect((await search(OWNER, 'contractor@demo')).data.map((r) => r.label)).toEqual([
      'Connie Contractor (Contractor)',
    ]);
    expect((await search(OWNER, 'connie')).data.map((r) => r.name)).toEqual(['Connie Contractor']);
    // SelfCo's owner and its contractor exist, but not for Acme.
    expect((await search(OWNER, 'owner@selfco.test')).data).toEqual([]);
    expect((await search(OWNER, 'ic@demo.test')).data).toEqual([]);
    // A client finds the staff serving it, never the workers of its partner nor another client's people.
    expect((await search('client@globex.test', 'contractor@demo.test')).data).toEqual([]);
    expect((await search('client@globex.test', 'harborpoint')).data).toEqual([]);
    expect((await search('client@globex.test', 'owner@acme')).data.map((r) => r.name)).toHaveLength(
      1,
    );
    // A contractor finds its partner's staff, not its partner's other workers.
    expect((await search('contractor@demo.test', 'newhire')).data).toEqual([]);
  });

  it('pages through more than a hundred people and finds one beyond the first page', async () => {
    // Acme gets 120 more workers: more than one page of the picker (at most 100) could ever hold.
    const [acme] = await h.database.db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.subdomain, 'acme'));
    const added = await h.database.db
      .insert(contractors)
      .values(Array.from({ length: 120 }, () => ({ partner_id: acme!.id })))
      .returning({ id: contractors.id });
    await h.database.db.insert(users).values(
      added.map((c, n) => ({
        email: `worker${String(n).padStart(3, '0')}@many.test`,
        password_hash: '',
        first_name: 'Worker',
        last_name: `Number ${String(n).padStart(3, '0')}`,
        contractor_id: c.id,
      })),
    );
    const first = await search(OWNER, '', '&per_page=100');
    expect(first.meta.total).toBeGreaterThan(120);
    expect(first.data).toHaveLength(100);
    const ids = new Set(first.data.map((r) => r.id));
    const beyond = (await search(OWNER, '', '&per_page=100&page=2')).data;
    expect(beyond.length).toBeGreaterThan(0);
    expect(beyond.some((r) => ids.has(r.id))).toBe(false);
    // Whoever is on a later page, the search finds by name or email.
    const late = beyond[beyond.length - 1]!;
    expect(ids.has(late.id)).toBe(false);
    expect((await search(OWNER, late.name)).data.map((r) => r.id)).toContain(late.id);
    expect((await search(OWNER, 'worker119@many')).data.map((r) => r.name)).toEqual([
      'Worker Number 119',
    ]);
    // Another partner never finds them.
    expect((await search('owner@selfco.test', 'many.test')).data).toEqual([]);
  });

  it('treats LIKE wildcards as text and refuses hostile input and callers without a session', async () => {
    expect((await search(OWNER, '%')).data).toEqual([]);
    expect((await search(OWNER, '_')).data).toEqual([]);
    expect((await call(OWNER, 'GET', '/message_recipients?q=a%00b')).statusCode).toBe(422);
    expect((await call(OWNER, 'GET', `/message_recipients?q=${'x'.repeat(101)}`)).statusCode).toBe(
      422,
    );
    expect(
      (await h.app.inject({ method: 'GET', url: '/v2/message_recipients?q=a' })).statusCode,
    ).toBe(401);
  });
});

describe('a conversation with several people', () => {
  const start = (email: string, body: Record<string, unknown>) =>
    call(email, 'POST', '/conversations', { subject: 'Monday', body: 'Hello all', ...body });

  it('includes everyone chosen once, and the message is sent to each of them', async () => {
    const connie = await userId('contractor@demo.test');
    const rita = await userId('recruiter@acme.test');
    const res = await start(OWNER, { recipient_ids: [connie, rita, connie] });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };
    const detail = (await call(OWNER, 'GET', `/conversations/${id}`)).json() as ConversationDetail;
    expect(detail.participants.map((p) => p.id).sort()).toEqual(
      [await userId(OWNER), connie, rita].sort(),
    );
    // The message's event names both others: the new-message notification tells whom it names.
    const [sent] = await h.database.db
      .select({ payload: events.payload })
      .from(events)
      .where(and(eq(events.stream_type, 'conversation'), eq(events.stream_id, id)));
    expect((sent!.payload.recipient_user_ids as string[]).sort()).toEqual([connie, rita].sort());
    expect((await call('contractor@demo.test', 'GET', `/conversations/${id}`)).statusCode).toBe(
      200,
    );
  });

  it('refuses the whole conversation when one chosen person is out of reach, and too many people', async () => {
    const before = await h.database.db.select().from(conversations);
    const outsider = await start(OWNER, {
      recipient_ids: [await userId('contractor@demo.test'), await userId('owner@selfco.test')],
    });
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json()).toMatchObject({
      detail: [{ loc: ['body', 'recipient_ids'], msg: 'Choose people you work with' }],
    });
    const many = Array.from({ length: MAX_RECIPIENTS + 1 }, () => crypto.randomUUID());
    expect((await start(OWNER, { recipient_ids: many })).statusCode).toBe(422);
    expect((await start(OWNER, { recipient_ids: [] })).statusCode).toBe(422);
    expect(await h.database.db.select().from(conversations)).toHaveLength(before.length);
  });
});
