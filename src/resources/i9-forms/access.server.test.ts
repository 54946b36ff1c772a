import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { I9_BIRTH_DATE, I9_NUMBERS_GIVEN, signI9, spellings } from '../../../tests/pii/i9-fixture';
import { users } from '../../server/db/schema';

/**
 * Spec §6 and the security review: an I-9's document numbers and birth date are shown only masked
 * (last four) in lists and details; the full numbers only to who may see a full SSN, after step-up;
 * a sales partner never reads an I-9, even of a partner it referred (Acme, referred by Northwind).
 */
let h: Harness;
let id: string;
let workerId: string;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await h.login(email));
const get = async (email: string, url: string, code?: string) =>
  h.app.inject({
    method: 'GET',
    url: `/v2${url}`,
    headers: {
      authorization: `Bearer ${await token(email)}`,
      ...(code ? { 'x-verification-code': code } : {}),
    },
  });
async function latestCode(to: string) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  return (res.json().data[0]?.body as string).match(/\b(\d{6})\b/)?.[1] ?? '';
}
const noFullNumber = (body: string) => {
  for (const value of Object.values(I9_NUMBERS_GIVEN))
    for (const spelling of spellings(value)) expect(body).not.toContain(spelling);
};

beforeAll(async () => {
  h = await createHarness();
  id = await signI9(h, token);
  const [nina] = await h.deps.db
    .select({ id: users.contractor_id })
    .from(users)
    .where(eq(users.email, 'newhire@demo.test'));
  workerId = nina?.id ?? '';
});
afterAll(() => h.close());

describe('a sales partner never reads I-9 data', () => {
  it('sales@demo.test gets 403 on the list, its CSV, the detail, the reveal and section 2', async () => {
    for (const url of [
      '/i9_forms',
      '/i9_forms?format=csv',
      `/i9_forms/${id}`,
      `/i9_forms/document_numbers/${id}`,
    ]) {
      const res = await get('sales@demo.test', url);
      expect(res.statusCode, url).toBe(403);
      noFullNumber(res.body);
      expect(res.body).not.toContain(I9_BIRTH_DATE);
    }
    const patch = await h.app.inject({
      method: 'PATCH',
      url: `/v2/i9_forms/section2/${id}`,
      payload: { employer_signature: 'Sally Sales' },
      headers: { authorization: `Bearer ${await token('sales@demo.test')}` },
    });
    expect(patch.statusCode).toBe(403);
  });
});

describe('partner roles that may not see an SSN get the last four only', () => {
  it.each([
    'timekeeper@acme.test',
    'sourcer@acme.test',
    'verifier@acme.test',
    'payroll@acme.test',
    'recruiter@acme.test',
  ])('%s: 403 on the SSN and on the reveal, masked numbers and no birth date', async (email) => {
    expect((await get(email, `/contractors/${workerId}/ssn`)).statusCode).toBe(403);
    expect((await get(email, `/i9_forms/document_numbers/${id}`)).statusCode).toBe(403);
    const list = await get(email, '/i9_forms');
    expect(list.statusCode).toBe(200);
    const detail = await get(email, `/i9_forms/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      alien_number_masked: '•••• 4321',
      i94_number_masked: '•••• 6554',
      foreign_passport_number_masked: '•••• 1946',
      list_b_number_masked: '•••• 3321',
      list_c_number_masked: '•••• 8093',
      date_of_birth: null,
    });
    for (const body of [list.body, detail.body]) {
      noFullNumber(body);
      expect(body).not.toContain(I9_BIRTH_DATE);
    }
  });
});

describe('the reveal follows the SSN policy, behind step-up', () => {
  it.each(['manager@acme.test', 'owner@acme.test', 'admin@demo.test', 'newhire@demo.test'])(
    '%s: answered as the SSN is; with the mailed code, the full numbers',
    async (email) => {
      const ssn = await get(email, `/contractors/${workerId}/ssn`);
      const first = await get(email, `/i9_forms/document_numbers/${id}`);
      expect(first.statusCode).toBe(ssn.statusCode);
      expect(first.statusCode).toBe(424);
      noFullNumber(first.body);
      const detail = await get(email, `/i9_forms/${id}`);
      expect(detail.json()).toMatchObject({
        date_of_birth: I9_BIRTH_DATE,
        list_b_number_masked: '•••• 3321',
      });
      noFullNumber(detail.body);
      const revealed = await get(
        email,
        `/i9_forms/document_numbers/${id}`,
        await latestCode(email),
      );
      expect(revealed.statusCode, revealed.body).toBe(200);
      expect(revealed.json()).toEqual({
        alien_number: '087654321',
        i94_number: I9_NUMBERS_GIVEN.i94_number,
        foreign_passport_number: I9_NUMBERS_GIVEN.foreign_passport_number,
        list_a_number: null,
        list_b_number: I9_NUMBERS_GIVEN.list_b_number,
        list_c_number: I9_NUMBERS_GIVEN.list_c_number,
      });
    },
  );

  it("another partner's owner gets 404, never the numbers", async () => {
    const res = await get('owner@selfco.test', `/i9_forms/document_numbers/${id}`);
    expect(res.statusCode).toBe(404);
    noFullNumber(res.body);
  });
});

describe('editing section 2 keeps the sealed numbers', () => {
  it('an edit that leaves the number empty keeps it; dropping a list drops its number', async () => {
    const patch = (payload: object) =>
      token('owner@acme.test').then((t) =>
        h.app.inject({
          method: 'PATCH',
          url: `/v2/i9_forms/section2/${id}`,
          payload,
          headers: { authorization: `Bearer ${t}` },
        }),
      );
    const kept = await patch({ list_b_issuing_authority: 'Illinois SOS', list_b_number: '' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      list_b_number_masked: '•••• 3321',
      list_c_number_masked: '•••• 8093',
    });
    const switched = await patch({
      list_a_title: 'U.S. Passport or U.S. Passport Card',
      list_a_number: '561234567',
      list_b_title: null,
      list_c_title: null,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({
      list_a_number_masked: '•••• 4567',
      list_b_number_masked: null,
      list_c_number_masked: null,
    });
  });
});
