import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import { callerOf } from '../../../../tests/as-user';
import type { SearchResponse, SearchResult } from '../../../domain/contracts/search';
import {
  assignments,
  clients,
  contractors,
  jobs,
  partners,
  timesheets,
  users,
} from '../../db/schema';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedQuokkas();
});
afterAll(async () => h.close());
const call = callerOf(() => h);

const PARTNERS = { Acme: 'acme', SelfCo: 'selfco' } as const;

/** For each partner one record of every searchable kind, all named with the word "Quokka" and the partner. */
async function seedQuokkas() {
  const db = h.database.db;
  for (const [label, subdomain] of Object.entries(PARTNERS)) {
    const [partner] = await db.select().from(partners).where(eq(partners.subdomain, subdomain));
    const partner_id = partner!.id;
    const [client] = await db
      .insert(clients)
      .values({ entity_name: `Quokka Client ${label}`, partner_id })
      .returning();
    const [job] = await db
      .insert(jobs)
      .values({ partner_id, title: `Quokka Job ${label}`, classification: 'w-2' })
      .returning();
    const [contractor] = await db.insert(contractors).values({ partner_id }).returning();
    await db.insert(users).values([
      {
        email: `quokka.worker.${subdomain}@search.test`,
        password_hash: 'x',
        first_name: 'Quokka',
        last_name: label,
        partner_id,
        contractor_id: contractor!.id,
      },
      {
        email: `quokka.team.${subdomain}@search.test`,
        password_hash: 'x',
        first_name: 'Quokka',
        last_name: `Teammate ${label}`,
        partner_id,
      },
    ]);
    const rate = 2000;
    const [assignment] = await db
      .insert(assignments)
      .values({
        job_id: job!.id,
        contractor_id: contractor!.id,
        client_id: client!.id,
        partner_id,
        start_date: '2026-01-05',
        pay_rate_cents: rate,
        bill_rate_cents: rate,
        overtime_pay_rate_cents: rate,
        overtime_bill_rate_cents: rate,
        double_overtime_pay_rate_cents: rate,
        double_overtime_bill_rate_cents: rate,
        holiday_pay_rate_cents: rate,
        holiday_bill_rate_cents: rate,
      })
      .returning();
    await db.insert(timesheets).values({
      assignment_id: assignment!.id,
      contractor_id: contractor!.id,
      client_id: client!.id,
      partner_id,
      date: '2026-01-06',
      time_start: '09:00',
      time_end: '17:00',
      hours_hundredths: 800,
      task: `Quokka task ${label}`,
    });
  }
}

const get = async (email: string, query: string) => call(email, 'GET', `/search?${query}`);

const search = async (email: string, text: string): Promise<SearchResult[]> => {
  const res = await get(email, `search_type=global&search=${encodeURIComponent(text)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SearchResponse).data.data;
};

const groups = (results: SearchResult[]) => {
  const by: Record<string, string[]> = {};
  for (const r of results) (by[r.object_type] ??= []).push(r.text);
  return by;
};

describe('scope', () => {
  it.each(Object.entries(PARTNERS))(
    'a %s owner finds its own record of every kind and none of the other partner',
    async (label) => {
      const other = label === 'Acme' ? 'SelfCo' : 'Acme';
      const email = `owner@${PARTNERS[label as keyof typeof PARTNERS]}.test`;
      const found = groups(await search(email, 'quokka'));
      expect(found).toEqual({
        Clients: [`Quokka Client ${label}`],
        Contractors: [`Quokka ${label}`],
        Assignments: [`Quokka Job ${label} · Quokka ${label}`],
        Jobs: [`Quokka Job ${label}`],
        Timesheets: [`Quokka task ${label} · 2026-01-06 · Quokka ${label}`],
      });
      expect(JSON.stringify(found)).not.toContain(other);
    },
  );

  it('gives an admin every partner’s records, partners and users too', async () => {
    const found = groups(await search('admin@demo.test', 'quokka'));
    for (const type of ['Clients', 'Contractors', 'Assignments', 'Jobs', 'Timesheets']) {
      expect(found[type], type).toHaveLength(2);
    }
    expect(found.Users).toEqual(
      expect.arrayContaining([
        'Quokka Acme <quokka.worker.acme@search.test>',
        'Quokka Teammate SelfCo <quokka.team.selfco@search.test>',
      ]),
    );
    expect(groups(await search('admin@demo.test', 'selfc')).Partners).toEqual(['SelfCo']);
  });

  it('keeps users and partners, whose pages only admins open, from partners', async () => {
    const found = groups(await search('owner@acme.test', 'acme'));
    expect(found.Users).toBeUndefined();
    expect(found.Partners).toBeUndefined();
  });

  it.each(['client@globex.test', 'contractor@demo.test', 'eor@demo.test', 'sales@demo.test'])(
    'refuses %s with 403',
    async (email) => {
      const res = await get(email, 'search_type=global&search=quokka');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'Only admin and partner users can use the global search.',
      });
    },
  );

  it('answers 401 without a session', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/v2/search?search_type=global&search=quokka',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('results', () => {
  it('sends the spec’s envelope, each hit with its detail page', async () => {
    const res = await get('owner@acme.test', 'search_type=global&search=Quokka%20Client');
    const body = res.json() as SearchResponse;
    expect(Object.keys(body)).toEqual(['data']);
    expect(Object.keys(body.data)).toEqual(['data']);
    const [client] = await h.database.db
      .select()
      .from(clients)
      .where(eq(clients.entity_name, 'Quokka Client Acme'));
    expect(body.data.data).toEqual([
      {
        object_type: 'Clients',
        text: 'Quokka Client Acme',
        icon: 'building',
        redirect: `/clients/${client!.id}`,
      },
    ]);
  });

  it('leads every kind of hit to its detail route', async () => {
    const results = await search('admin@demo.test', 'quokka');
    const shapes = new Set(results.map((r) => r.redirect.replace(/[0-9a-f-]{36}$/, '{id}')));
    expect([...shapes].sort()).toEqual(
      [
        '/assignments/{id}',
        '/clients/{id}',
        '/contractors/{id}',
        '/jobs/{id}',
        '/timesheets/{id}',
        '/users/{id}',
      ].sort(),
    );
  });

  it('answers an empty or blank search with no results', async () => {
    expect(await search('admin@demo.test', '')).toEqual([]);
    expect(await search('admin@demo.test', '   ')).toEqual([]);
    const res = await get('admin@demo.test', 'search_type=global');
    expect(res.json()).toEqual({ data: { data: [] } });
  });

  it('lists at most five of a kind, those starting with the text first', async () => {
    const partner_id = (
      await h.database.db.select().from(partners).where(eq(partners.subdomain, 'acme'))
    )[0]!.id;
    await h.database.db
      .insert(clients)
      .values(
        [
          'Wombat Seven',
          'Big Wombat',
          'Wombat',
          'Wombat Three',
          'Wombat Four',
          'Wombat Five',
          'Wombat Six',
        ].map((entity_name) => ({ entity_name, partner_id })),
      );
    const found = groups(await search('owner@acme.test', 'wombat')).Clients!;
    expect(found).toHaveLength(5);
    expect(found[0]).toBe('Wombat');
    expect(found).not.toContain('Big Wombat');
  });
});

describe('hostile input', () => {
  beforeAll(async () => {
    const partner_id = (
      await h.database.db.select().from(partners).where(eq(partners.subdomain, 'acme'))
    )[0]!.id;
    await h.database.db.insert(clients).values(
      ['100% Numbat_Co', 'Numbat Co', 'NumbatXCo', 'Back\\slash Numbat'].map((entity_name) => ({
        entity_name,
        partner_id,
      })),
    );
  });

  it('matches % and _ literally, not as wildcards', async () => {
    expect(groups(await search('owner@acme.test', '%')).Clients).toEqual(['100% Numbat_Co']);
    expect(groups(await search('owner@acme.test', '0% N')).Clients).toEqual(['100% Numbat_Co']);
    expect(groups(await search('owner@acme.test', 'Numbat_C')).Clients).toEqual(['100% Numbat_Co']);
    expect(groups(await search('owner@acme.test', '_')).Clients).toEqual(['100% Numbat_Co']);
    expect(groups(await search('owner@acme.test', '\\')).Clients).toEqual(['Back\\slash Numbat']);
  });

  it('takes quotes and SQL as plain text', async () => {
    expect(await search('owner@acme.test', "'; drop table clients; --")).toEqual([]);
    expect(groups(await search('owner@acme.test', 'numbat')).Clients).toHaveLength(4);
  });

  it('refuses a search over 100 characters and an unknown search type with 422', async () => {
    expect(
      (await get('owner@acme.test', `search_type=global&search=${'a'.repeat(100)}`)).statusCode,
    ).toBe(200);
    const long = await get('owner@acme.test', `search_type=global&search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ detail: [{ loc: ['querystring', 'search'] }] });
    expect((await get('owner@acme.test', 'search_type=local&search=a')).statusCode).toBe(422);
    expect((await get('owner@acme.test', 'search=a')).statusCode).toBe(422);
  });
});
