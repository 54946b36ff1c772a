import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const send = async (email: string, method: 'GET' | 'POST', payload?: object) =>
  h.app.inject({
    method,
    url: '/v2/document_templates',
    headers: { authorization: `Bearer ${await h.login(email)}` },
    ...(payload && { payload }),
  });

describe('document templates', () => {
  it('refuses a field in braces the template cannot be filled with, naming it', async () => {
    const res = await send('owner@acme.test', 'POST', {
      name: 'Offer',
      kind: 'offer_letter',
      body: 'Dear {first_name}, your rate is {pay_rate}.',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      detail: [{ loc: ['body', 'body'], msg: 'Unknown fields: {pay_rate}' }],
    });
  });

  it("files a partner's template under its own partner, whatever the body names", async () => {
    const res = await send('owner@acme.test', 'POST', {
      name: 'Policy',
      kind: 'policy',
      body: 'Be kind.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ employer_name: 'Acme Staffing', active: true });
  });

  it.each([
    'contractor@demo.test',
    'client@globex.test',
    'sales@demo.test',
    'timekeeper@acme.test',
  ])('refuses %s the list', async (email) => {
    expect((await send(email, 'GET')).statusCode).toBe(403);
  });
});
