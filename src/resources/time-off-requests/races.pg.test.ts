import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { PtoBalance } from '../pto/contract';

/**
 * Requests booking one PTO balance at the same instant, on PostgreSQL where they really run at once:
 * together they never ask for more than the balance holds.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const call = callerOf(() => h);
const CONNIE = 'contractor@demo.test';

describe('time off requested concurrently on PostgreSQL', { timeout: 120_000 }, () => {
  it('two requests that each fit but not together: one is created, the other refused with why', async () => {
    const page = (await call(CONNIE, 'GET', '/pto_rules_accruals?per_page=200')).json() as {
      data: PtoBalance[];
    };
    const b = page.data.find(
      (x) => x.rule_name === 'Vacation' && x.contractor_name === 'Connie Contractor',
    )!;
    const room = b.available_hundredths - b.requested_hundredths;
    const hours = Math.floor(room / 2) + 100;
    expect(hours).toBeLessThanOrEqual(room);
    const ask = (day: string) =>
      call(CONNIE, 'POST', '/time_off_requests', {
        balance_id: b.id,
        start_date: day,
        end_date: day,
        hours_hundredths: hours,
      });
    const answers = await Promise.all([ask('2027-02-01'), ask('2027-02-02')]);
    expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([
      201, 422,
    ]);
    expect(answers.find((a) => a.statusCode === 422)!.json()).toMatchObject({
      detail: [{ loc: ['body', 'hours_hundredths'] }],
    });
  });
});
