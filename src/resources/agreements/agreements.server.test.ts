import { afterAll, beforeAll, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { documentHash } from '../onboarding/server';
import type { SignedAgreement } from './contract';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const call = callerOf(() => h);
const get = (email: string, url: string) => call(email, 'GET', url);

it('shows a signed agreement: signer, time, IP and the hash of the text signed, to the signer and its partner', async () => {
  const own = (await get('contractor@demo.test', '/agreements')).json().data as SignedAgreement[];
  const agreement = own.find((a) => a.document === 'contractor_agreement')!;
  const detail = await get('contractor@demo.test', `/agreements/${agreement.id}`);
  expect(detail.statusCode).toBe(200);
  expect(detail.json()).toMatchObject({
    title: 'Contractor Agreement',
    signer_name: 'Connie Contractor',
    signer_email: 'contractor@demo.test',
    signed_at: '2025-11-03T15:12:00.000Z',
    ip: '203.0.113.24',
    document_hash: documentHash('contractor_agreement'),
    current_text: true,
  });
  expect((await get('owner@acme.test', `/agreements/${agreement.id}`)).statusCode).toBe(200);
  expect((await get('owner@selfco.test', `/agreements/${agreement.id}`)).statusCode).toBe(404);
  expect((await get('ic@demo.test', `/agreements/${agreement.id}`)).statusCode).toBe(404);
  expect((await get('recruiter@acme.test', `/agreements/${agreement.id}`)).statusCode).toBe(403);
});
