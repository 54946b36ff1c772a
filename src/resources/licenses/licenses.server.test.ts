import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { users } from '../../server/db/schema/users';

let h: Harness;
let workerId: string;
beforeAll(async () => {
  h = await createHarness();
  const [w] = await h.deps.db
    .select({ id: users.contractor_id })
    .from(users)
    .where(eq(users.email, 'contractor@demo.test'));
  workerId = w!.id!;
});
afterAll(async () => h.close());

const send = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/v2/licenses${url}`,
    headers: { authorization: `Bearer ${await h.login(email)}` },
    ...(payload && { payload }),
  });

const license = (extra: object = {}) => ({
  contractor_id: workerId,
  license_type: 'Registered Nurse',
  number: 'RN-778',
  state: 'CO',
  issued_on: '2025-01-01',
  expires_on: '2027-01-01',
  ...extra,
});

describe('licenses', () => {
  it("files a license under the worker's partner and shows it to the worker, not to other partners", async () => {
    const created = await send('recruiter@acme.test', 'POST', '', license());
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: string }).id;
    const mine = await send('contractor@demo.test', 'GET', `/${id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ number: 'RN-778', expires_on: '2027-01-01' });
    expect((await send('owner@selfco.test', 'GET', `/${id}`)).statusCode).toBe(404);
  });

  it('refuses a license that expires before it was issued, naming the field', async () => {
    const res = await send('owner@acme.test', 'POST', '', license({ expires_on: '2024-12-31' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      detail: [
        { loc: ['body', 'expires_on'], msg: 'The license cannot expire before it was issued' },
      ],
    });
  });

  it("refuses another partner's worker as if it did not exist", async () => {
    const res = await send('owner@selfco.test', 'POST', '', license());
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('contractor_id');
  });

  it.each(['client@globex.test', 'sales@demo.test'])('refuses %s the list', async (email) => {
    const res = await send(email, 'GET', '');
    expect(res.statusCode).toBe(403);
  });
});
