import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../../tests/as-user';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import { ADDRESS_SUGGESTIONS } from '../../../domain/addresses/place';
import { clients } from '../../db/schema';
import { mapsAdapter } from './index';
import { ADDRESS_SUGGESTIONS_PER_MINUTE } from './routes';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const call = callerOf(() => h);
const suggest = (email: string, q: string) =>
  call(email, 'GET', `/address_suggestions?q=${encodeURIComponent(q)}`);
const globex = async () =>
  (await h.database.db.select().from(clients).where(eq(clients.entity_name, 'Globex')))[0]!.id;
const place = (over: Record<string, string>) => ({
  street_address_line_1: '1 Capitol Ave',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62701',
  country: 'US',
  ...over,
});

describe('GET /v2/address_suggestions', () => {
  it('refuses a caller without a session', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/v2/address_suggestions?q=62701' });
    expect(res.statusCode).toBe(401);
  });

  it('suggests places by ZIP code prefix and by city name, from the offline data set', async () => {
    const byZip = await suggest('contractor@demo.test', '6270');
    expect(byZip.statusCode, byZip.body).toBe(200);
    const zips = (byZip.json() as { data: { zipcode: string }[] }).data;
    expect(zips.length).toBe(ADDRESS_SUGGESTIONS);
    expect(zips[0]).toEqual({ city: 'Springfield', state: 'IL', zipcode: '62701', country: 'US' });
    expect(zips.every((z) => z.zipcode.startsWith('6270'))).toBe(true);

    const byCity = await suggest('owner@acme.test', 'springfield, il');
    expect(byCity.json()).toEqual({
      data: [{ city: 'Springfield', state: 'IL', zipcode: '62701', country: 'US' }],
    });
    const nowhere = await suggest('owner@acme.test', 'Qqqzzz');
    expect(nowhere.json()).toEqual({ data: [] });
  });

  it('refuses a blank, oversized or hostile query with a 422', async () => {
    for (const q of ['   ', 'x'.repeat(61), 'Spring\u0000field'])
      expect((await suggest('owner@acme.test', q)).statusCode).toBe(422);
  });

  it('limits look-ups per user per minute with a 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: ADDRESS_SUGGESTIONS_PER_MINUTE + 1 }, () =>
        suggest('newhire@demo.test', '1000'),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(ADDRESS_SUGGESTIONS_PER_MINUTE);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json()).toMatchObject({
      message: expect.stringMatching(/^Too many address look-ups/),
    });
    // Another user keeps their own allowance.
    expect((await suggest('ic@demo.test', '1000')).statusCode).toBe(200);
  });
});

describe('the address check on forms (spec §8 suggested address)', () => {
  it('refuses a city, state and ZIP code that disagree with a 422 carrying the suggested address', async () => {
    const res = await call('owner@acme.test', 'POST', '/work_locations', {
      client_id: await globex(),
      name: 'Mismatched Annex',
      ...place({ city: 'Chicago', zipcode: '62701' }),
    });
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json() as {
      detail: { loc: string[]; msg: string }[];
      suggested_address: unknown;
    };
    expect(body.suggested_address).toEqual({
      city: 'Springfield',
      state: 'IL',
      zipcode: '62701',
      country: 'US',
    });
    expect(body.detail.map((d) => d.loc[1])).toEqual(['city', 'state', 'zipcode']);
    expect(body.detail[0]!.msg).toBe(
      'The city, state and ZIP code do not match: ZIP code 62701 is in Springfield, IL',
    );
    const wrongState = await call('owner@acme.test', 'POST', '/work_locations', {
      client_id: await globex(),
      name: 'Wrong State Annex',
      ...place({ state: 'Texas' }),
    });
    expect(wrongState.statusCode).toBe(422);
  });

  it('accepts an agreeing address, a ZIP it does not hold, and a city name it does not know', async () => {
    for (const [name, over] of [
      ['Agreeing', {}],
      ['State by name', { state: 'illinois' }],
      ['Unknown ZIP', { zipcode: '62799' }],
      ['Neighbourhood', { city: 'Capitol Hill' }],
      ['Canadian', { city: 'Toronto', state: 'ON', zipcode: 'M5E 1W7', country: 'CA' }],
    ] as const) {
      const res = await call('owner@acme.test', 'POST', '/work_locations', {
        client_id: await globex(),
        name: `${name} Annex`,
        ...place(over),
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
    }
  });

  it('checks an edit only when it changes the address', async () => {
    const created = await call('owner@acme.test', 'POST', '/work_locations', {
      client_id: await globex(),
      name: 'Edited Annex',
      ...place({}),
    });
    const id = (created.json() as { id: string }).id;
    const moved = await call('owner@acme.test', 'PATCH', `/work_locations/${id}`, {
      zipcode: '60606',
    });
    expect(moved.statusCode).toBe(422);
    expect((moved.json() as { suggested_address: { city: string } }).suggested_address.city).toBe(
      'Chicago',
    );
    const renamed = await call('owner@acme.test', 'PATCH', `/work_locations/${id}`, {
      name: 'Renamed Annex',
    });
    expect(renamed.statusCode).toBe(200);
  });
});

describe('the maps adapter', () => {
  it('tests its connection against the data set and is a demo until a key is configured', async () => {
    expect(await mapsAdapter.test()).toEqual({
      ok: true,
      message: 'ZIP code 10001 is New York, NY',
    });
    expect(mapsAdapter.status({ GOOGLE_MAPS_API_KEY: '' })).toBe('demo');
    expect(mapsAdapter.status({ GOOGLE_MAPS_API_KEY: 'key' })).toBe('connected');
  });
});
