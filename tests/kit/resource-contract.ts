import { eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../src/domain/resources/define';
import { sortParams, type ListQueryDescriptor } from '../../src/domain/resources/list-query';
import type { Db } from '../../src/server/db/client';
import { partners, users } from '../../src/server/db/schema';
import { createHarness, type Harness } from '../server-harness';

interface Page {
  data: { id: string }[];
  meta: { page: number; per_page: number; total: number };
}

export interface ContractTenants {
  /** Two demo users of different tenants, each seeing at least one row of the resource. */
  a: string;
  b: string;
}

/** Another tenant's rows: two partners of the demo seed. */
export const TWO_PARTNERS: ContractTenants = { a: 'owner@acme.test', b: 'owner@selfco.test' };
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
/** One row a page, so even the demo seed's few rows span several pages. */
/** One row a page by default: every boundary between rows is a page boundary. */
const PER_PAGE = 1;
/** Sees every tenant's rows: the most rows, and so the most ties, to page through. */
const ADMIN = 'admin@demo.test';

/**
 * The promises every list-and-detail resource keeps, generated from its definition: sessions,
 * tenant isolation, stable paging, CSV equal to the list, and 422 for a query it cannot answer.
 */
export interface ContractOptions {
  tenants?: ContractTenants;
  /** Rows for the tenants to see, when the demo seed has none of this resource. */
  seed?: (db: Db) => Promise<void>;
  /** A larger page for a resource with hundreds of demo rows, so the suite stays fast. */
  perPage?: number;
  /**
   * The admin's page, for a resource whose demo rows across every tenant run to thousands (the demo
   * agency's history); the tenants' own pages stay `perPage`, so their boundaries are still crossed.
   */
  adminPerPage?: number;
  /** The item in the detail's answer, for a resource whose detail wraps it (`{timesheet, actions}`). */
  itemOf?: (detail: unknown) => { id: string };
  /**
   * A user allowed the resource whom the test makes a `recruiter_sourcer`; a partner's recruiter by
   * default. `null` for a resource behind a capability no recruiter_sourcer has (canSeeBill): the
   * partner's recruiter, made a sourcer, is then refused the list and the CSV.
   */
  sourcer?: string | null;
  /**
   * A platform-wide list every signed-in user reads (scope `SHARED_WITH_EVERYONE`): the two tenants
   * see the same rows, instead of none of each other's.
   */
  shared?: boolean;
}

/** A few rows for each of the two demo partners, for a resource whose rows carry a partner_id. */
export const seedPerPartner =
  <T extends PgTable>(row: (partnerId: string, i: number) => T['$inferInsert'], table: T) =>
  async (db: Db) => {
    const owners = await db
      .select({ id: partners.id })
      .from(partners)
      .where(inArray(partners.subdomain, ['acme', 'selfco']));
    await db.insert(table).values(owners.flatMap((p) => [1, 2, 3].map((i) => row(p.id, i))));
  };

export function resourceContract<Item extends { id: string }, D extends ListQueryDescriptor>(
  def: ResourceDefinition<Item, D, string>,
  {
    tenants = TWO_PARTNERS,
    seed,
    perPage = PER_PAGE,
    adminPerPage = perPage,
    itemOf = (detail) => detail as { id: string },
    sourcer = 'recruiter@acme.test',
    shared = false,
  }: ContractOptions = {},
) {
  describe(`resource contract: ${def.name}`, () => {
    let h: Harness;
    const tokens: Record<string, string> = {};
    const get = async (email: string | null, url: string) => {
      const headers = email
        ? { authorization: `Bearer ${(tokens[email] ??= await h.login(email))}` }
        : {};
      return h.app.inject({ method: 'GET', url: `/v2${def.apiPath}${url}`, headers });
    };
    /** Every page's ids in order, and the total the first page announced. */
    async function allPages(email: string, query = '') {
      const ids: string[] = [];
      let total = 0;
      for (let page = 1; page === 1 || ids.length < total; page++) {
        const size = email === ADMIN ? adminPerPage : perPage;
        const res = await get(email, `?per_page=${size}&page=${page}${query}`);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as Page;
        if (page === 1) total = body.meta.total;
        expect(body.data.length, `page ${page} of ${total}`).toBeGreaterThan(0);
        ids.push(...body.data.map((r) => r.id));
      }
      return { ids, total };
    }
    const idColumn = def.csv.findIndex((c) => c.header === 'id');
    const csvIds = (text: string) =>
      text
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[idColumn]);

    beforeAll(async () => {
      h = await createHarness();
      await seed?.(h.deps.db);
    });
    afterAll(async () => h.close());

    it('answers 401 without a session on list, detail and CSV', async () => {
      for (const url of ['', `/${MISSING_ID}`, '?format=csv'])
        expect((await get(null, url)).statusCode, url).toBe(401);
    });

    // A shared resource is checked for sharing, any other for isolation: one or the other, never skipped.
    if (shared)
      it('shares every row: both tenants see the same rows and open each', async () => {
        const a = await allPages(tenants.a);
        const b = await allPages(tenants.b);
        expect(a.ids.length, 'tenant a has rows').toBeGreaterThan(0);
        expect([...b.ids].sort()).toEqual([...a.ids].sort());
        const other = await get(tenants.a, `/${b.ids[b.ids.length - 1]}`);
        expect(other.statusCode).toBe(200);
        expect((await get(tenants.a, `/${MISSING_ID}`)).statusCode).toBe(404);
      });
    else
      it("isolates tenants: no row of one in the other's list, and another tenant's id is a 404", async () => {
        const a = await allPages(tenants.a);
        const b = await allPages(tenants.b);
        expect(a.ids.length, 'tenant a has rows').toBeGreaterThan(0);
        expect(b.ids.length, 'tenant b has rows').toBeGreaterThan(0);
        expect(a.ids.filter((id) => b.ids.includes(id))).toEqual([]);
        const own = await get(tenants.a, `/${a.ids[0]}`);
        expect(own.statusCode).toBe(200);
        expect(itemOf(own.json()).id).toBe(a.ids[0]);
        const other = await get(tenants.a, `/${b.ids[0]}`);
        expect(other.statusCode).toBe(404);
        expect(other.json()).toEqual({ message: expect.any(String) });
      });

    it('pages every sort stably (no row twice or missing) and its CSV holds the same rows in the same order', async () => {
      expect(idColumn, 'the CSV has an id column').toBeGreaterThanOrEqual(0);
      // A sort's tie-break is the same SQL whoever asks; the admin's scope only widens the rows
      // (all tenants, Harbor Point's six months of history), so it pages the first sort both ways.
      const every = sortParams(def.query);
      for (const [viewer, sorts] of [
        [tenants.a, every],
        [ADMIN, every.slice(0, 2)],
      ] as const) {
        for (const sort of sorts) {
          const { ids, total } = await allPages(viewer, `&sort=${sort}`);
          expect(new Set(ids).size, sort).toBe(total);
          // Paging params are ignored by the download: it holds every matching row.
          const csv = await get(viewer, `?format=csv&per_page=1&page=2&sort=${sort}`);
          expect(csv.statusCode).toBe(200);
          expect(csv.headers['content-type']).toMatch(/^text\/csv/);
          expect(csv.body.split('\n')[0]).toBe(def.csv.map((c) => c.header).join(','));
          expect(csvIds(csv.body), `${viewer} ${sort}`).toEqual(ids);
        }
      }
    }, 180_000);

    it('refuses a query it cannot answer with 422', async () => {
      const malformed = Object.entries(def.query.filters).flatMap(([name, spec]) =>
        spec.kind === 'uuid'
          ? [`${name}=not-a-uuid`]
          : spec.kind === 'dateRange'
            ? [`${name}_from=2026-02-30`, `${name}_to=tomorrow`]
            : [],
      );
      for (const query of [
        'sort=no_such_sort',
        'per_page=0',
        'per_page=201',
        'page=0',
        ...malformed,
      ]) {
        const res = await get(tenants.a, `?${query}`);
        expect(res.statusCode, query).toBe(422);
        expect(res.json(), query).toMatchObject({
          detail: expect.arrayContaining([
            expect.objectContaining({ loc: expect.arrayContaining(['querystring']) }),
          ]),
        });
      }
    });

    it('follows canExport: a recruiter_sourcer gets 403 on CSV but still lists (or neither, behind a capability sourcers lack)', async () => {
      const email = sourcer ?? 'recruiter@acme.test';
      await h.deps.db
        .update(users)
        .set({ role: 'recruiter_sourcer' })
        .where(eq(users.email, email));
      const refused = await get(email, '?format=csv');
      expect(refused.statusCode).toBe(403);
      expect((await get(email, '')).statusCode).toBe(sourcer === null ? 403 : 200);
    });
  });
}
