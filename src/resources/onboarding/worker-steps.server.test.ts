import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { contractors, taxForms, users } from '../../server/db/schema';

/**
 * The onboarding steps a worker's forms complete, through the API as a worker and the employer use
 * it: a W-4 and an I-9 (section 1 by the worker, section 2 by the employer). newhire@demo.test (W-2
 * onboarding, not complete) is the worker. A document and its verification, the third such step, is
 * `src/resources/documents/documents.server.test.ts`.
 */
let h: Harness;
const tokens: Record<string, string> = {};
const call = async (
  email: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  h.app.inject({
    method,
    url,
    payload: payload as string,
    headers: { authorization: `Bearer ${(tokens[email] ??= await h.login(email))}`, ...headers },
  });
const completed = async () => {
  const [row] = await h.database.db
    .select({ done: contractors.completed_steps })
    .from(contractors)
    .innerJoin(users, eq(users.contractor_id, contractors.id))
    .where(eq(users.email, 'newhire@demo.test'));
  return row?.done ?? [];
};
const locs = (body: string) =>
  (JSON.parse(body) as { detail: { loc: string[] }[] }).detail.map((d) => d.loc.join('.'));

const address = {
  street_address_line_1: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62701',
  country: 'US',
};
const w4 = {
  first_name: 'Nina',
  last_name: 'Newhire',
  ssn: '123-45-6789',
  ...address,
  filing_status: 'single',
  multiple_jobs: false,
  dependents_amount_cents: 200000,
  other_income_cents: null,
  deductions_cents: null,
  extra_withholding_cents: 2500,
  certify: true,
  signature_name: 'Nina Newhire',
};

beforeAll(async () => {
  h = await createHarness();
  // The demo newhire has its forms done already (the onboarding wizard's walk-through): start it afresh.
  const [nina] = await h.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'newhire@demo.test'));
  await h.database.db
    .update(contractors)
    .set({ completed_steps: ['personal_info'] })
    .where(eq(contractors.id, nina!.contractor_id!));
});
afterAll(async () => h.close());

describe('tax forms', () => {
  it('a W-2 worker signs a W-4: the SSN sealed, the step done, the partner sees it and no one else', async () => {
    expect(await completed()).not.toContain('tax_forms');
    const bad = await call('newhire@demo.test', 'POST', '/v2/forms/w4', {
      ...w4,
      ssn: '000-12-3456',
      certify: false,
    });
    expect(bad.statusCode).toBe(422);
    expect(locs(bad.body)).toContain('body.certify');
    // A W-2 worker signs a W-4, never a W-9 (nor an independent contractor a W-4).
    const w9 = {
      name: 'Nina Newhire',
      tax_classification: 'individual',
      ...address,
      tin_type: 'ssn',
      tin: '123-45-6789',
      certify: true,
      signature_name: 'Nina Newhire',
    };
    expect((await call('newhire@demo.test', 'POST', '/v2/forms/w9', w9)).statusCode).toBe(403);
    expect((await call('ic@demo.test', 'POST', '/v2/forms/w4', w4)).statusCode).toBe(403);

    const res = await call('newhire@demo.test', 'POST', '/v2/forms/w4', w4);
    expect(res.statusCode, res.body).toBe(201);
    const form = res.json() as {
      id: string;
      tin_masked: string;
      filing_status: string;
      ssn?: string;
    };
    expect(form).toMatchObject({ tin_masked: '***-**-6789', filing_status: 'single' });
    expect(form.ssn).toBeUndefined();
    const [stored] = await h.database.db.select().from(taxForms).where(eq(taxForms.id, form.id));
    expect(stored?.tin).not.toContain('123456789');
    expect(h.deps.vault.open('tax_forms.tin', stored!.tin!)).toBe('123456789');
    expect(await completed()).toContain('tax_forms');

    const seen = await call('owner@acme.test', 'GET', '/v2/forms?form_type=w4');
    expect((seen.json() as { data: { id: string }[] }).data.map((f) => f.id)).toContain(form.id);
    expect((await call('owner@selfco.test', 'GET', `/v2/forms/${form.id}`)).statusCode).toBe(404);
    // Signing again replaces the worker's W-4 rather than adding a second one.
    const again = await call('newhire@demo.test', 'POST', '/v2/forms/w4', {
      ...w4,
      filing_status: 'head_of_household',
    });
    expect((again.json() as { id: string }).id).toBe(form.id);
  });
});

describe('I-9', () => {
  it('section 1 completes the step; section 2 by the employer needs List A or List B and C', async () => {
    const section1 = {
      last_name: 'Newhire',
      first_name: 'Nina',
      ...address,
      date_of_birth: '1995-04-02',
      citizenship_status: 'permanent_resident',
      alien_number: null,
      certify: true,
      signature_name: 'Nina Newhire',
    };
    const s1 = await call('newhire@demo.test', 'POST', '/v2/i9_forms', section1);
    expect(s1.statusCode).toBe(422);
    expect(locs(s1.body)).toEqual(['body.alien_number']);
    const ok = await call('newhire@demo.test', 'POST', '/v2/i9_forms', {
      ...section1,
      alien_number: 'A123456789',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const i9 = ok.json() as { id: string; status: string; alien_number?: string };
    expect(i9).toMatchObject({ status: 'section2_pending', alien_number_masked: '•••• 6789' });
    expect(i9.alien_number).toBeUndefined();
    expect(await completed()).toContain('i9_form');

    const section2 = {
      first_day_of_employment: '2026-11-30',
      employer_name: 'Owner, Olivia, Owner',
      employer_business: 'Acme Staffing',
      employer_signature: 'Olivia Owner',
    };
    const path = `/v2/i9_forms/section2/${i9.id}`;
    expect((await call('newhire@demo.test', 'PATCH', path, section2)).statusCode).toBe(403);
    expect((await call('owner@selfco.test', 'PATCH', path, section2)).statusCode).toBe(404);
    const onlyB = await call('owner@acme.test', 'PATCH', path, {
      ...section2,
      list_b_title: "Voter's registration card",
      list_b_number: 'V-1',
    });
    expect(onlyB.statusCode).toBe(422);
    expect(locs(onlyB.body)).toEqual(['body.list_c_title']);
    const done = await call('owner@acme.test', 'PATCH', path, {
      ...section2,
      list_a_title: 'U.S. Passport or U.S. Passport Card',
      list_a_issuing_authority: 'U.S. Department of State',
      list_a_number: '561234567',
      list_a_expires_on: '2031-05-01',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'complete', list_a_number_masked: '•••• 4567' });
    expect(done.body).not.toContain('561234567');
  });
});
