import { expect } from 'vitest';
import type { PayrollRun } from '../src/resources/payroll-runs/server';
import type { callerOf } from './as-user';

/** Acme's owner, who drafts, submits and approves its runs in the demo. */
export const ACME_OWNER = 'owner@acme.test';

/**
 * Acme's run of the week of 19 October, which the demo drafts, submitted and approved by Acme's
 * owner through `call`: what a test of the payroll job then runs itself.
 */
export async function approvedAcmeRun(call: ReturnType<typeof callerOf>): Promise<PayrollRun> {
  const list = await call(
    ACME_OWNER,
    'GET',
    '/payroll_runs?status=pre_draft&period_start_from=2026-10-19&period_start_to=2026-10-19',
  );
  const run = (list.json().data as PayrollRun[])[0]!;
  for (const action of ['submit', 'approve'])
    expect(
      (await call(ACME_OWNER, 'POST', `/payroll_runs/${run.id}/actions/${action}`, {})).statusCode,
    ).toBe(200);
  return run;
}
