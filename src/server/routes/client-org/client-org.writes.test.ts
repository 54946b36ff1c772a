import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import { callerOf } from '../../../../tests/as-user';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const call = callerOf(() => h);
const clientId = async (name: string) => {
  const res = await call('admin@demo.test', 'GET', `/clients?entity_name=${name}`);
  return (res.json() as { data: { id: string }[] }).data[0]?.id ?? '';
};
const total = async (email: string, url: string) =>
  ((await call(email, 'GET', url)).json() as { meta: { total: number } }).meta.total;
const place = (client_id: string) => ({
  client_id,
  name: 'Globex Annex',
  street_address_line_1: '100  North Riverside Plaza',
  street_address_line_2: '',
  city: 'Chicago',
  state: 'illinois',
  zipcode: '60606',
  country: 'us',
});

describe.each(['/work_locations', '/departments'])('%s: add and change', (path) => {
  it('a partner adds one to its client: the address is checked and stored as the check leaves it', async () => {
    const res = await call('recruiter@acme.test', 'POST', path, place(await clientId('Globex')));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Globex Annex',
      client_name: 'Globex',
      street_address_line_1: '100 North Riverside Plaza',
      street_address_line_2: null,
      state: 'IL',
      country: 'US',
    });
    const id = (res.json() as { id: string }).id;
    const seen = await call('client@globex.test', 'GET', `${path}/${id}`);
    expect(seen.statusCode).toBe(200);
    const changed = await call('owner@acme.test', 'PATCH', `${path}/${id}`, {
      ...place(''),
      client_id: undefined,
      name: 'Globex Riverside',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Globex Riverside', client_name: 'Globex' });
  });

  it('refuses a bad address with a message on each field it faults, and a missing name', async () => {
    const res = await call('owner@acme.test', 'POST', path, {
      ...place(await clientId('Globex')),
      state: 'Narnia',
      zipcode: '6060',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Some fields are missing or there are formatting issues',
      detail: [
        { loc: ['body', 'state'], msg: 'Choose a US state' },
        {
          loc: ['body', 'zipcode'],
          msg: 'ZIP code must be 5 digits or ZIP+4, as 12345 or 12345-6789',
        },
      ],
    });
    const unnamed = await call('owner@acme.test', 'POST', path, {
      ...place(await clientId('Globex')),
      name: ' ',
    });
    expect(unnamed.json()).toMatchObject({
      detail: [{ loc: ['body', 'name'], msg: 'Name is required' }],
    });
  });

  it('checks an edit’s address with the stored one: a new ZIP must fit the stored country', async () => {
    const mine = ((await call('owner@acme.test', 'GET', path)).json() as { data: { id: string }[] })
      .data[0]?.id;
    const res = await call('owner@acme.test', 'PATCH', `${path}/${mine}`, { zipcode: 'K1A 0B1' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ detail: [{ loc: ['body', 'zipcode'] }] });
  });

  it("never writes to another tenant's client, nor changes another tenant's row", async () => {
    const before = await total('admin@demo.test', path);
    const res = await call('owner@acme.test', 'POST', path, place(await clientId('Initech')));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      detail: [{ loc: ['body', 'client_id'], msg: 'Client not found' }],
    });
    expect(await total('admin@demo.test', path)).toBe(before);
    const theirs = (
      (await call('owner@selfco.test', 'GET', path)).json() as { data: { id: string }[] }
    ).data[0]?.id;
    const put = await call('owner@acme.test', 'PATCH', `${path}/${theirs}`, {
      ...place(''),
      client_id: undefined,
    });
    expect(put.statusCode).toBe(404);
  });

  it('is 403 for users never allowed: clients, EORs, contractors, time_sheet_only, sales partners', async () => {
    const body = place(await clientId('Globex'));
    for (const email of [
      'client@globex.test',
      'eor@demo.test',
      'contractor@demo.test',
      'timekeeper@acme.test',
      'sales@demo.test',
    ])
      expect((await call(email, 'POST', path, body)).statusCode, email).toBe(403);
  });
});

it('project codes: unique per client, 422 on a repeat', async () => {
  const globex = await clientId('Globex');
  const add = (client_id: string, code: string) =>
    call('owner@acme.test', 'POST', '/project_codes', {
      client_id,
      code,
      description: 'Night shift',
      active: true,
    });
  expect((await add(globex, 'GLX-NIGHT')).statusCode).toBe(201);
  const again = await add(globex, 'GLX-OPS-100');
  expect(again.statusCode).toBe(422);
  expect(again.json()).toMatchObject({
    detail: [{ loc: ['body', 'code'], msg: 'This client already has this code' }],
  });
  const initech = await call('owner@selfco.test', 'POST', '/project_codes', {
    client_id: await clientId('Initech'),
    code: 'GLX-OPS-100',
  });
  expect(initech.statusCode, 'another client may use the same code').toBe(201);
});

it('purchase orders: whole cents, dates in order, a number unique per client', async () => {
  const client_id = await clientId('Globex');
  const po = {
    client_id,
    number: 'PO-GLX-25001',
    amount_cents: 9_900_050,
    start_date: '2026-07-01',
    end_date: '2026-12-31',
  };
  const made = await call('admin@demo.test', 'POST', '/purchase_orders', po);
  expect(made.statusCode, made.body).toBe(201);
  expect(made.json()).toMatchObject({
    number: 'PO-GLX-25001',
    amount_cents: 9_900_050,
    partner_id: expect.any(String),
  });
  const bad = await call('owner@acme.test', 'POST', '/purchase_orders', {
    ...po,
    number: 'PO-X',
    amount_cents: 10.5,
    end_date: '2026-01-01',
  });
  expect(bad.statusCode).toBe(422);
  const locs = (bad.json() as { detail: { loc: string[] }[] }).detail.map((d) => d.loc.join('.'));
  expect(locs).toContain('body.amount_cents');
  const reversed = await call('owner@acme.test', 'POST', '/purchase_orders', {
    ...po,
    number: 'PO-Y',
    end_date: '2026-01-01',
  });
  expect(reversed.json()).toMatchObject({
    detail: [{ loc: ['body', 'end_date'], msg: 'End date must be on or after the start date' }],
  });
  const repeat = await call('owner@acme.test', 'POST', '/purchase_orders', po);
  expect(repeat.json()).toMatchObject({
    detail: [
      { loc: ['body', 'number'], msg: 'This client already has a purchase order with this number' },
    ],
  });
});
