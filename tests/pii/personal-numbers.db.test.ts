import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { isSealed } from '../../src/server/crypto/vault';
import { i9Forms, users } from '../../src/server/db/schema';
import { I9_PENDING_WORKER } from '../../src/server/seed/pending-onboarding';
import { createHarness, type Harness } from '../server-harness';
import { I9_NUMBERS_GIVEN, signI9, spellings } from './i9-fixture';

/**
 * The inventory of personal numbers at rest. Every column of the drizzle schema whose name says it
 * holds a person's identity or tax number (SSN, ITIN, a person's EIN, A-Number, USCIS, passport,
 * licence, I-94, document numbers) must be declared sealed below, or declared clear with a reason;
 * a new column in neither list fails. Numbers entered through the API must then be sealed in every
 * raw row, and no list (nor its CSV) may answer one of them in full to anyone.
 */
const PERSONAL_NUMBER =
  /(^|_)(ssn|itin|ein|tin|tax_id|alien|a_number|uscis|passport|licen[cs]e|i94|document_number|list_[abc]_number)(_|$)/;

/** Sealed by the vault (`enc:v1:…`), the column's name as associated data. */
const SEALED = [
  'contractors.ssn',
  'tax_ids.tax_id',
  'tax_forms.tin',
  'i9_forms.alien_number',
  'i9_forms.i94_number',
  'i9_forms.foreign_passport_number',
  'i9_forms.list_a_number',
  'i9_forms.list_b_number',
  'i9_forms.list_c_number',
];

/** Named like a personal number but none: why each may stay in clear. */
const CLEAR_BY_DESIGN: Record<string, string> = {
  'contractors.ssn_last4': 'the last four digits lists show',
  'tax_forms.tin_last4': 'the last four digits lists show',
  'tax_ids.tax_id_type': 'which kind of number (ssn, ein, itin, sin), not a number',
  'platform_settings.tax_id_types': 'the kinds of tax id the platform accepts',
  'corp_to_corps.tax_id':
    "a vendor company's EIN, a business identifier printed on its W-9 and invoices",
  'licenses.license_type':
    'the kind of professional licence (RN, CDL…), not a number; the licence number itself is public on the issuing board',
};

const tables = (Object.values(schema) as unknown[]).filter(
  (t): t is PgTable => t instanceof PgTable,
);
const personalColumns = tables.flatMap((t) => {
  const { name, columns } = getTableConfig(t);
  return columns.filter((c) => PERSONAL_NUMBER.test(c.name)).map((c) => `${name}.${c.name}`);
});

/** Numbers entered below besides the I-9's: a worker's SSN as tax id and on the W-4. */
const TAX_ID = '431-72-6618';
const W4_SSN = '432-71-5590';
/** The passport (List A) Harbor Point's owner examines for the seeded I-9 awaiting section 2. */
const PASSPORT = '583920174';
const GIVEN = [...Object.values(I9_NUMBERS_GIVEN), TAX_ID, W4_SSN, PASSPORT].flatMap(spellings);

let h: Harness;
let i9Id: string;
const tokens: Record<string, string> = {};
const token = async (email: string) => (tokens[email] ??= await h.login(email));
const as = async (
  email: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) =>
  h.app.inject({
    method,
    url: `/v2${url}`,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${await token(email)}` },
  });

beforeAll(async () => {
  h = await createHarness();
  i9Id = await signI9(h, token);
  const taxId = await as('newhire@demo.test', 'PUT', '/onboarding/tax_id', {
    tax_id_type: 'ssn',
    tax_id: TAX_ID,
  });
  expect(taxId.statusCode, taxId.body).toBe(200);
  const w4 = await as('newhire@demo.test', 'POST', '/forms/w4', {
    first_name: 'Nina',
    last_name: 'Newhire',
    ssn: W4_SSN,
    street_address_line_1: '12 Elm Street',
    city: 'Springfield',
    state: 'IL',
    zipcode: '62701',
    country: 'US',
    filing_status: 'single',
    multiple_jobs: false,
    dependents_amount_cents: null,
    other_income_cents: null,
    deductions_cents: null,
    extra_withholding_cents: null,
    certify: true,
    signature_name: 'Nina Newhire',
  });
  expect(w4.statusCode, w4.body).toBe(201);
  const [james] = await h.deps.db
    .select({ id: i9Forms.id })
    .from(i9Forms)
    .innerJoin(users, eq(users.id, i9Forms.user_id))
    .where(eq(users.email, I9_PENDING_WORKER));
  const section2 = await as('owner@harborpoint.test', 'PATCH', `/i9_forms/section2/${james?.id}`, {
    first_day_of_employment: '2026-01-05',
    list_a_title: 'U.S. Passport or U.S. Passport Card',
    list_a_issuing_authority: 'U.S. Department of State',
    list_a_number: PASSPORT,
    employer_name: 'Owner, Hannah, Owner',
    employer_business: 'Harbor Point Staffing',
    employer_signature: 'Hannah Owner',
  });
  expect(section2.statusCode, section2.body).toBe(200);
});
afterAll(() => h.close());

describe('personal numbers at rest', () => {
  it('every column named like a personal number is declared sealed or clear by design', () => {
    expect(personalColumns.length).toBeGreaterThan(0);
    const undeclared = personalColumns.filter(
      (c) => !SEALED.includes(c) && !(c in CLEAR_BY_DESIGN),
    );
    expect(undeclared).toEqual([]);
    // A declaration naming no column any more is stale, and hides nothing.
    expect(
      [...SEALED, ...Object.keys(CLEAR_BY_DESIGN)].filter((c) => !personalColumns.includes(c)),
    ).toEqual([]);
  });

  it.each(SEALED)(
    '%s holds only sealed values, and no raw row holds a number in clear',
    async (column) => {
      const [table, name] = column.split('.') as [string, string];
      const pg = tables.find((t) => getTableConfig(t).name === table);
      if (!pg) throw new Error(`no table ${table}`);
      const key = Object.entries(getTableColumns(pg)).find(([, c]) => c.name === name)?.[0] ?? name;
      const rows = (await h.deps.db.select().from(pg)) as Record<string, unknown>[];
      const values = rows.map((r) => r[key]).filter((v): v is string => typeof v === 'string');
      expect(values.length, `${column} has no value to check: enter one above`).toBeGreaterThan(0);
      for (const v of values) expect(isSealed(v), `${column} = ${v.slice(0, 12)}…`).toBe(true);
      // Every column of the table, answers kept as JSON included.
      const text = JSON.stringify(rows);
      for (const given of GIVEN)
        expect(text, `${table} holds ${given} in clear`).not.toContain(given);
    },
  );
});

describe('no list answers a personal number in full', () => {
  const viewers = [
    'admin@demo.test',
    'owner@acme.test',
    'manager@acme.test',
    'recruiter@acme.test',
    'payroll@acme.test',
    'sourcer@acme.test',
    'verifier@acme.test',
    'timekeeper@acme.test',
    'sales@demo.test',
    'newhire@demo.test',
    'owner@harborpoint.test',
  ];
  const lists = ['/i9_forms', '/forms', '/contractors'];
  // Harbor Point's owner sees the List A passport's I-9; Acme's people, Nina's.
  it.each(viewers)(
    '%s: the I-9, tax form and contractor lists, their CSVs and the I-9 detail',
    async (email) => {
      const urls = [
        ...lists,
        ...lists.map((l) => `${l}?format=csv`),
        `/i9_forms/${i9Id}`,
        '/onboarding/tax_id',
      ];
      for (const url of urls) {
        const res = await as(email, 'GET', url);
        for (const given of GIVEN)
          expect(res.body, `${email} GET ${url} answers ${given}`).not.toContain(given);
      }
    },
  );
});
