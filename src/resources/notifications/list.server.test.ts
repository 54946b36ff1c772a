import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { Notification } from './contract';
import type { NotificationKind } from './kinds';
import { notifications, users } from '../../server/db/schema';

/**
 * GET /v2/notifications pages and filters one user's list: more than a page of notifications (the
 * default page is 50), some read, of two kinds, written straight into the table as the subscribers
 * would have written them.
 */
let h: Harness;
const call = callerOf(() => h);
const CONNIE = 'contractor@demo.test';
const TOTAL = 63;
const READ = 20;
const EXPENSES = 13;

interface Page {
  data: Notification[];
  meta: { total: number };
}
const list = async (email: string, query: string) => {
  const res = await call(email, 'GET', `/notifications?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

beforeAll(async () => {
  h = await createHarness();
  const found = await h.deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [CONNIE, 'ic@demo.test']));
  const idOf = (email: string) => found.find((u) => u.email === email)!.id;
  const start = Date.parse('2026-11-01T08:00:00Z');
  const row = (userId: string, i: number) => {
    const kind: NotificationKind = i < EXPENSES ? 'expense_decided' : 'timesheet_approved';
    return {
      user_id: userId,
      kind,
      title: `Notice ${String(i).padStart(2, '0')}`,
      body: `Number ${i}.`,
      link: `/timesheets/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      dedupe_key: `paging-test:${userId}:${i}`,
      // One an hour, so newest first is a known order.
      created_at: new Date(start + i * 3_600_000),
      read_at: i % 3 === 0 && i / 3 < READ ? new Date(start + i * 3_600_000 + 60_000) : null,
    };
  };
  await h.deps.db
    .insert(notifications)
    .values([
      ...Array.from({ length: TOTAL }, (_, i) => row(idOf(CONNIE), i)),
      ...Array.from({ length: 5 }, (_, i) => row(idOf('ic@demo.test'), 100 + i)),
    ]);
});
afterAll(async () => h.close());

describe('the notification list', () => {
  it('pages one user’s notifications, newest first, each exactly once across the pages', async () => {
    const first = await list(CONNIE, '');
    expect(first.meta.total).toBe(TOTAL);
    expect(first.data).toHaveLength(50);
    expect(first.data[0]!.title).toBe(`Notice ${TOTAL - 1}`);
    const second = await list(CONNIE, 'page=2');
    expect(second.data).toHaveLength(TOTAL - 50);
    const seen = [...first.data, ...second.data].map((n) => n.title);
    expect(new Set(seen).size).toBe(TOTAL);
    expect(seen).toEqual(
      Array.from({ length: TOTAL }, (_, i) => `Notice ${String(TOTAL - 1 - i).padStart(2, '0')}`),
    );
    const small = await list(CONNIE, 'per_page=10&page=3');
    expect(small.data.map((n) => n.title)).toEqual(seen.slice(20, 30));
    expect((await list(CONNIE, 'per_page=10&page=8')).data).toEqual([]);
    // Another user's notifications never show, and theirs are theirs alone.
    expect(seen).not.toContain('Notice 100');
    expect((await list('ic@demo.test', '')).meta.total).toBe(5);
  });

  it('filters by state and kind, the total and paging following the filter', async () => {
    const read = await list(CONNIE, 'state=read&per_page=200');
    expect(read.meta.total).toBe(READ);
    expect(read.data.every((n) => n.read_at !== null)).toBe(true);
    const unread = await list(CONNIE, 'state=unread&per_page=25&page=2');
    expect(unread.meta.total).toBe(TOTAL - READ);
    expect(unread.data).toHaveLength(TOTAL - READ - 25);
    expect(unread.data.every((n) => n.read_at === null)).toBe(true);
    const expenses = await list(CONNIE, 'kind=expense_decided&per_page=5&page=3');
    expect(expenses.meta.total).toBe(EXPENSES);
    expect(expenses.data.map((n) => n.title)).toEqual(['Notice 02', 'Notice 01', 'Notice 00']);
    const both = await list(CONNIE, 'kind=expense_decided&state=read');
    expect(both.data.map((n) => n.title)).toEqual([
      'Notice 12',
      'Notice 09',
      'Notice 06',
      'Notice 03',
      'Notice 00',
    ]);
  });

  it('refuses a page size over the limit or an unknown kind with 422, and strangers with 401', async () => {
    expect((await call(CONNIE, 'GET', '/notifications?per_page=201')).statusCode).toBe(422);
    expect((await call(CONNIE, 'GET', '/notifications?kind=nonsense')).statusCode).toBe(422);
    expect((await h.app.inject({ method: 'GET', url: '/v2/notifications' })).statusCode).toBe(401);
  });
});
