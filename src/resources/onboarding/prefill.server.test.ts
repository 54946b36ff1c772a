import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { taxForms, users } from '../../server/db/schema';

/**
 * A worker's W-4 and I-9 start from the profile and tax id steps: the known answers come back, the
 * SSN only masked; a W-4 signed with the SSN left blank carries the sealed number on file.
 */
let h: Harness;
let nina: string;
beforeAll(async () => {
  h = await createHarness();
  nina = await h.login('newhire@demo.test');
});
afterAll(async () => h.close());

const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/v2${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

const profile = {
  first_name: 'Nina',
  last_name: 'Newhire',
  phone: '+1 512 555 0100',
  date_of_birth: '1994-03-18',
  street_address_line_1: '1 Main St',
  street_address_line_2: '',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  country: 'US',
};
const w4Answers = {
  first_name: 'Nina',
  last_name: 'Newhire',
  street_address_line_1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  country: 'US',
  filing_status: 'single',
  certify: true,
  signature_name: 'Nina Newhire',
};

it('answers only workers, and only the forms it knows', async () => {
  const admin = await h.login('admin@demo.test');
  expect((await call(admin, 'GET', '/onboarding/prefill/w4')).statusCode).toBe(403);
  expect((await call(nina, 'GET', '/onboarding/prefill/w9')).statusCode).toBe(404);
  expect((await h.app.inject({ method: 'GET', url: '/v2/onboarding/prefill/w4' })).statusCode).toBe(
    401,
  );
});

it('a W-4 signed before any SSN is on file asks for one', async () => {
  const res = await call(nina, 'POST', '/forms/w4', { ...w4Answers, ssn: null });
  expect(res.statusCode).toBe(422);
  expect(res.body).toContain('Social security number is required');
});

it('the W-4 and I-9 start from the profile and tax id; the SSN stays sealed and signs the W-4 when left blank', async () => {
  expect((await call(nina, 'PUT', '/onboarding/personal_info', profile)).statusCode).toBe(200);
  const tax = await call(nina, 'PUT', '/onboarding/tax_id', {
    tax_id_type: 'ssn',
    tax_id: '512-44-7790',
  });
  expect(tax.statusCode).toBe(200);

  const w4 = await call(nina, 'GET', '/onboarding/prefill/w4');
  expect(w4.statusCode).toBe(200);
  expect(w4.json()).toEqual({
    values: {
      first_name: 'Nina',
      last_name: 'Newhire',
      street_address_line_1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      country: 'US',
    },
    on_file: { ssn: expect.stringMatching(/7790$/) },
  });
  expect(w4.body).not.toContain('512');
  const i9 = (await call(nina, 'GET', '/onboarding/prefill/i9')).json();
  expect(i9.values).toMatchObject({
    date_of_birth: '1994-03-18',
    phone: '+1 512 555 0100',
    email: 'newhire@demo.test',
  });

  const signed = await call(nina, 'POST', '/forms/w4', { ...w4Answers, ssn: null });
  expect(signed.statusCode).toBe(201);
  const [row] = await h.database.db
    .select({ tin: taxForms.tin, last4: taxForms.tin_last4 })
    .from(taxForms)
    .innerJoin(users, eq(users.id, taxForms.user_id))
    .where(eq(users.email, 'newhire@demo.test'));
  expect(row?.last4).toBe('7790');
  expect(row?.tin).not.toContain('7790');
});
