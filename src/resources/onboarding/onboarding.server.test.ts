import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { testVault } from '../../../tests/db/test-vault';
import { DOCUMENTS } from '../../domain/onboarding/documents';
import { contractors, documentSignatures, partners, taxIds, users } from '../../server/db/schema';
import { completeStep, type StepCause } from '../../server/onboarding/complete-step';

let h: Harness;
let nina: string;
beforeAll(async () => {
  h = await createHarness();
  nina = await h.login('newhire@demo.test');
});
afterAll(async () => h.close());

/** A step the test completes itself, as the system would: no actor, the harness's subscribers. */
const cause = (): StepCause => ({
  origin: {
    actorUserId: null,
    actorRole: null,
    ip: null,
    userAgent: null,
    location: null,
    occurredAt: h.clock.now,
  },
  deliverTo: h.deps.subscribers,
});

const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/v2${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

const requirements = async (token: string) => (await call(token, 'GET', '/requirements')).json();

it('answers each user type its requirements: W-2 contractors more than independent ones, partners and clients their agreement', async () => {
  expect(await requirements(nina)).toEqual({
    required: [
      'personal_info',
      'tax_id',
      'tax_forms',
      'i9_form',
      'direct_deposit',
      'employee_handbook',
      'agreements',
    ],
    completed: [],
    requires_w2_onboard: true,
  });
  const ic = await requirements(await h.login('ic@demo.test'));
  expect(ic).toEqual({
    required: ['personal_info', 'tax_forms'],
    completed: ['personal_info', 'tax_forms'],
    requires_w2_onboard: false,
  });
  // A profile given requirements (a partner onboarding) reads them; admins have none.
  const [acme] = await h.database.db.select().from(partners).where(eq(partners.subdomain, 'acme'));
  await h.database.db
    .update(partners)
    .set({ required_steps: ['agreements'] })
    .where(eq(partners.id, acme!.id));
  const owner = await h.login('owner@acme.test');
  expect(await requirements(owner)).toEqual({
    required: ['agreements'],
    completed: [],
    requires_w2_onboard: false,
  });
  const ownerRow = await h.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'owner@acme.test'));
  expect(
    await h.database.db.transaction((tx) =>
      completeStep(tx, ownerRow[0]!.id, 'agreements', cause()),
    ),
  ).toBe(true);
  expect(
    await h.database.db.transaction((tx) =>
      completeStep(tx, ownerRow[0]!.id, 'agreements', cause()),
    ),
  ).toBe(false);
  expect((await requirements(owner)).completed).toEqual(['agreements']);
  expect(await requirements(await h.login('admin@demo.test'))).toEqual({
    required: [],
    completed: [],
    requires_w2_onboard: false,
  });
  expect((await h.app.inject({ method: 'GET', url: '/v2/requirements' })).statusCode).toBe(401);
});

it('saves profile and address, naming each refused field, and completes personal_info', async () => {
  expect((await call(nina, 'GET', '/onboarding/personal_info')).json()).toMatchObject({
    first_name: 'Nina',
    phone: null,
  });
  const bad = await call(nina, 'PUT', '/onboarding/personal_info', {
    first_name: 'Nina',
    last_name: 'Newhire',
    phone: 'call me',
    street_address_line_1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipcode: '7870',
    country: 'US',
  });
  expect(bad.statusCode).toBe(422);
  const locs = (bad.json() as { detail: { loc: string[] }[] }).detail.map((d) => d.loc[1]);
  expect(locs).toEqual(expect.arrayContaining(['phone', 'zipcode']));
  const ok = await call(nina, 'PUT', '/onboarding/personal_info', {
    first_name: 'Nina',
    last_name: 'Newhire',
    phone: '+1 512 555 0100',
    date_of_birth: '1994-03-02',
    street_address_line_1: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    country: 'US',
  });
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toMatchObject({ phone: '+1 512 555 0100', state: 'TX', zipcode: '78701' });
  expect((await requirements(nina)).completed).toContain('personal_info');
});

it('checks the tax id by its type, seals it, never answers it back, and completes tax_id', async () => {
  const badSsn = await call(nina, 'PUT', '/onboarding/tax_id', {
    tax_id_type: 'ssn',
    tax_id: '666-12-3456',
  });
  expect(badSsn.statusCode).toBe(422);
  expect((badSsn.json() as { detail: { loc: string[] }[] }).detail[0]!.loc).toEqual([
    'body',
    'tax_id',
  ]);
  // Acme is not Canada enabled: SIN is not offered to its contractors.
  const sin = await call(nina, 'PUT', '/onboarding/tax_id', {
    tax_id_type: 'sin',
    tax_id: '130 692 544',
  });
  expect(sin.statusCode).toBe(422);
  expect(sin.json()).toMatchObject({
    detail: [{ loc: ['body', 'tax_id_type'], msg: 'This tax ID type is not available' }],
  });
  const ok = await call(nina, 'PUT', '/onboarding/tax_id', {
    tax_id_type: 'ssn',
    tax_id: '512 44 7782',
  });
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toEqual({ tax_id_type: 'ssn', tax_id: null, masked: '***-**-7782' });
  const [row] = await h.database.db.select().from(taxIds);
  expect(row!.tax_id).not.toContain('7782');
  expect(testVault.open('tax_ids.tax_id', row!.tax_id)).toBe('512-44-7782');
  const [user] = await h.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'newhire@demo.test'));
  const [contractor] = await h.database.db
    .select()
    .from(contractors)
    .where(eq(contractors.id, user!.contractor_id!));
  expect(contractor!.ssn_last4).toBe('7782');
  expect((await requirements(nina)).completed).toContain('tax_id');
});

it('signs a document with the typed name, keeping signer, time, IP and the hash of the text', async () => {
  const wrongName = await call(nina, 'PUT', '/onboarding/documents/employee_handbook', {
    signer_name: 'Someone Else',
    agree: true,
  });
  expect(wrongName.statusCode).toBe(422);
  const unchecked = await call(nina, 'PUT', '/onboarding/documents/employee_handbook', {
    signer_name: 'Nina Newhire',
    agree: false,
  });
  expect(unchecked.json()).toMatchObject({ detail: [{ loc: ['body', 'agree'] }] });
  const signed = await call(nina, 'PUT', '/onboarding/documents/employee_handbook', {
    signer_name: 'nina  newhire',
    agree: true,
  });
  expect(signed.statusCode).toBe(200);
  const hash = createHash('sha256').update(DOCUMENTS.employee_handbook.text).digest('hex');
  expect(signed.json()).toMatchObject({
    document: 'employee_handbook',
    document_hash: hash,
    signer_name: 'nina  newhire',
    signed_at: h.clock.now.toISOString(),
  });
  const [sig] = await h.database.db
    .select()
    .from(documentSignatures)
    .where(eq(documentSignatures.signer_name, 'nina  newhire'));
  expect(sig).toMatchObject({ document_hash: hash, ip: '127.0.0.1' });
  // A client may not sign a contractor's document.
  const client = await h.login('client@globex.test');
  const refused = await call(client, 'PUT', '/onboarding/documents/contractor_agreement', {
    signer_name: 'x',
    agree: true,
  });
  expect(refused.statusCode).toBe(403);
  await call(nina, 'PUT', '/onboarding/documents/contractor_agreement', {
    signer_name: 'Nina Newhire',
    agree: true,
  });
  // Her tax form, I-9 and direct deposit are other pages' to complete (/forms, /i9_forms, /direct_deposit).
  const [ninaUser] = await h.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'newhire@demo.test'));
  await h.database.db.transaction(async (tx) => {
    await completeStep(tx, ninaUser!.id, 'tax_forms', cause());
    await completeStep(tx, ninaUser!.id, 'i9_form', cause());
    await completeStep(tx, ninaUser!.id, 'direct_deposit', cause());
  });
  const done = await requirements(nina);
  expect(done.required.every((s: string) => done.completed.includes(s))).toBe(true);
});
