import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { AGENCY_OWNER } from './agency';
import { I9_PENDING_WORKER, SCREENING_NEW_HIRE } from './pending-onboarding';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const get = async (email: string, url: string) => {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2${url}`,
    headers: { authorization: `Bearer ${await h.login(email)}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

it("leaves Harbor Point one I-9 whose section 2 is the employer's, and it only", async () => {
  const pending = await get(AGENCY_OWNER, '/i9_forms?status=section2_pending');
  expect(pending.data).toEqual([
    expect.objectContaining({
      worker_name: 'James Holloway',
      partner_name: 'Harbor Point Staffing',
      status: 'section2_pending',
      citizenship_status: 'us_citizen',
      section2_signed_at: null,
    }),
  ]);
  expect((await get('owner@acme.test', '/i9_forms')).data).toEqual([]);
  expect((await get(I9_PENDING_WORKER, '/requirements')).completed).toContain('i9_form');
});

it('gives Harbor Point a new hire whose background check is the one step left, not yet ordered', async () => {
  expect(await get(SCREENING_NEW_HIRE, '/requirements')).toEqual({
    required: ['personal_info', 'tax_forms', 'background_check'],
    completed: ['personal_info', 'tax_forms'],
    requires_w2_onboard: false,
  });
  expect((await get(SCREENING_NEW_HIRE, '/screenings')).meta.total).toBe(0);
});
