import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { users } from '../../server/db/schema/users';

let h: Harness;
let icId: string;
beforeAll(async () => {
  h = await createHarness();
  const [w] = await h.deps.db
    .select({ id: users.contractor_id })
    .from(users)
    .where(eq(users.email, 'ic@demo.test'));
  icId = w!.id!;
});
afterAll(async () => h.close());

const send = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/v2/worker_classifications${url}`,
    headers: { authorization: `Bearer ${await h.login(email)}` },
    ...(payload && { payload }),
  });

const decision = (extra: object = {}) => ({
  contractor_id: icId,
  classification: 'independent_contractor',
  basis: 'irs_common_law',
  reasoning: 'Own tools, several clients, paid by the project.',
  determined_on: '2026-11-02',
  ...extra,
});

describe('worker classifications', () => {
  it('files the decision under the worker\u2019s partner with who decided it', async () => {
    const res = await send('owner@selfco.test', 'POST', '', decision());
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: string }).id;
    const read = await send('admin@demo.test', 'GET', `/${id}`);
    expect(read.json()).toMatchObject({
      classification: 'independent_contractor',
      determined_by_name: expect.not.stringMatching(/^--$/),
    });
  });

  it('keeps Canada from a partner without it (spec §5)', async () => {
    const res = await send(
      'owner@selfco.test',
      'POST',
      '',
      decision({ classification: 'canada_t4' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ detail: [{ loc: ['body', 'classification'] }] });
  });

  it.each(['owner@acme.test', 'client@globex.test', 'ic@demo.test'])(
    'refuses %s, who has no worker classifications link',
    async (email) => {
      const res = await send(email, 'GET', '');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'Worker classifications are for admins and self-employer partners',
      });
    },
  );
});
