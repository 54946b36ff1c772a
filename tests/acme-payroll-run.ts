import { expect } from 'vitest';
import type { PayrollRun } from '../src/resources/payroll-runs/server';
import type { Harness } from './server-harness';

/**
 * Acme's run of the week of 19 October, which the demo drafts, submitted and approved by Acme's
 * owner (`token`): what a test of the payroll job then runs itself.
 */
export async function approvedAcmeRun(h: Harness, token: string): Promise<PayrollRun> {
  const act = (method: 'GET' | 'POST', url: string) =>
    h.app.inject({
      method,
      url: `/v2${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
  const list = await act(
    'GET',
    '/payroll_runs?status=pre_draft&period_start_from=2026-10-19&period_start_to=2026-10-19',
  );
  const run = (list.json().data as PayrollRun[])[0]!;
  expect((await act('POST', `/payroll_runs/${run.id}/actions/submit`)).statusCode).toBe(200);
  expect((await act('POST', `/payroll_runs/${run.id}/actions/approve`)).statusCode).toBe(200);
  return run;
}
