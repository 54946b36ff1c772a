import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { assignments, clients, contractors, partners, timesheets, users } from '../db/schema';

let h: Harness;
let token: string;
let referred: string[];
beforeAll(async () => {
  h = await createHarness();
  token = await h.login('sales@demo.test');
  const [sally] = await h.deps.db.select().from(users).where(eq(users.email, 'sales@demo.test'));
  const rows = await h.deps.db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.sales_partner_id, sally?.sales_partner_id ?? ''));
  referred = rows.map((p) => p.id);
});
afterAll(async () => h.close());

const get = (url: string) =>
  h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** Every id of a list as the demo sales partner pages through it. */
async function listed(path: string, query = '') {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await get(`/v2/${path}?per_page=200&page=${page}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { id: string }[]; meta: { total: number } };
    ids.push(...body.data.map((r) => r.id));
    if (ids.length >= body.meta.total) return ids.sort();
  }
}

interface Case {
  path: string;
  table: PgTable & { id: PgColumn; partner_id: PgColumn };
  /** What the list hides unless asked (deleted timesheets). */
  shown?: ReturnType<typeof ne>;
}
const cases: Case[] = [
  { path: 'clients', table: clients },
  { path: 'contractors', table: contractors },
  { path: 'assignments', table: assignments },
  { path: 'timesheets', table: timesheets, shown: ne(timesheets.status, 'deleted') },
];

describe('a sales partner reads the rows of the partners it referred (Acme Staffing, Harbor, Pinnacle)', () => {
  it('refers Acme Staffing and two more partners in the demo seed', async () => {
    const names = await h.deps.db
      .select({ name: partners.entity_name })
      .from(partners)
      .where(inArray(partners.id, referred));
    expect(names.map((n) => n.name).sort()).toEqual([
      'Acme Staffing',
      'Harbor Talent Group',
      'Pinnacle Workforce',
    ]);
  });

  it.each(cases)(
    '$path: exactly the referred partners’ rows, and 404 for another’s',
    async ({ path, table, shown }) => {
      const db = h.deps.db;
      const ids = async (where: ReturnType<typeof and>) =>
        (await db.select({ id: table.id }).from(table).where(where)).map((r) => r.id).sort();
      const own = await ids(and(inArray(table.partner_id, referred), shown));
      const others = await ids(notInArray(table.partner_id, referred));
      expect(own.length, 'the referred partners have rows').toBeGreaterThan(0);
      expect(others.length, 'other partners have rows').toBeGreaterThan(0);
      expect(await listed(path)).toEqual(own);
      expect((await get(`/v2/${path}/${own[0]}`)).statusCode).toBe(200);
      const foreign = await get(`/v2/${path}/${others[0]}`);
      expect(foreign.statusCode).toBe(404);
    },
  );

  it('sees no row of an EOR’s or of an unreferred partner, filtered to it or not', async () => {
    const [selfco] = await h.deps.db
      .select()
      .from(partners)
      .where(eq(partners.subdomain, 'selfco'));
    expect(await listed('clients', `&partner_id=${selfco?.id}`)).toEqual([]);
    expect(await listed('contractors', `&partner_id=${selfco?.id}`)).toEqual([]);
  });

  it('takes no timesheet decision on a referred partner’s timesheet: 403', async () => {
    const [waiting] = await h.deps.db
      .select({ id: timesheets.id })
      .from(timesheets)
      .where(and(inArray(timesheets.partner_id, referred), eq(timesheets.status, 'submitted')))
      .limit(1);
    const res = await h.app.inject({
      method: 'POST',
      url: `/v2/timesheets/${waiting?.id}/actions/approve`,
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ message: 'You may not approve timesheets' });
  });
});
