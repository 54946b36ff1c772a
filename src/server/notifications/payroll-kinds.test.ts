import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationProbe } from '../../../tests/notification-probe';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { PayrollRun } from '../../resources/payroll-runs/server';
import { DEMO_SETTLE_MS } from '../billing/bank-adapter';
import { paychecks, payrollRuns } from '../db/schema';
import { jobDepsOf } from '../payroll/jobs';
import { processRun } from '../payroll/run-job';
import { manualPayrollQueue } from '../../../tests/payroll-queue';

/** Issue 26: a payroll run waiting for approval, and each paycheck it paid, told to the right people. */
let h: Harness;
const probe = notificationProbe(() => h);
const { call } = probe;
let run: PayrollRun;
beforeAll(async () => {
  // The job runs when the test says so (processRun below), not in the background.
  h = await createHarness({ payrollQueue: manualPayrollQueue });
  const list = await call(
    'owner@acme.test',
    'GET',
    '/payroll_runs?status=pre_draft&period_start_from=2026-10-19&period_start_to=2026-10-19',
  );
  run = (list.json().data as PayrollRun[])[0]!;
  // The seed drafted this run without four eyes; a run created with the setting is the same row.
  await h.deps.db
    .update(payrollRuns)
    .set({ requires_second_approver: true })
    .where(eq(payrollRuns.id, run.id));
  const submitted = await call(
    'finance@acme.test',
    'POST',
    `/payroll_runs/${run.id}/actions/submit`,
    {},
  );
  expect(submitted.statusCode, submitted.body).toBe(200);
});
afterAll(async () => h.close());

describe('a payroll run submitted for approval', () => {
  const link = () => `/payroll_runs/${run.id}`;

  it('tells the partner’s other payroll approvers, not its submitter, nor staff who cannot approve', async () => {
    // Fred submitted it and, with four eyes, may not approve it: Olivia is the one to act.
    expect(await probe.reached('payroll_run_submitted', link())).toEqual(['owner@acme.test']);
    const [n] = await probe.about('owner@acme.test', 'payroll_run_submitted', link());
    expect(n).toMatchObject({
      title: `Payroll run to approve: pay day ${run.pay_date}`,
      body: `The payroll run for ${run.period_start} to ${run.period_end} was submitted and waits for approval.`,
    });
    expect(await probe.opens('owner@acme.test', link())).toBe(200);
    expect(await probe.opens('owner@selfco.test', link())).not.toBe(200);
    expect(
      await probe.mailsTo(
        'owner@acme.test',
        `Acme Staffing: Payroll run to approve: pay day ${run.pay_date}`,
      ),
    ).toHaveLength(1);
  });

  it('is delivered once when the subscriber is replayed', async () => {
    expect(await probe.replay(run.id, 'payroll_run.submit')).toEqual({
      notifications: 0,
      mails: 0,
    });
  });
});

describe('a paycheck paid', () => {
  let connie = '';
  let nina = '';
  beforeAll(async () => {
    const approved = await call(
      'owner@acme.test',
      'POST',
      `/payroll_runs/${run.id}/actions/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await h.app.dispatcher.drain();
    await processRun(jobDepsOf(h.deps), run.id);
    h.clock.advance(DEMO_SETTLE_MS + 1);
    await h.app.dispatcher.drain();
    await h.app.transferRunner.pass();
    const rows = await h.deps.db
      .select({ id: paychecks.id, status: paychecks.status })
      .from(paychecks)
      .where(eq(paychecks.payroll_run_id, run.id));
    connie = rows.find((p) => p.status === 'paid')!.id;
    // Nina has no payout account: her paycheck failed and is not news of pay.
    nina = rows.find((p) => p.status === 'failed')!.id;
    expect([connie, nina].every(Boolean)).toBe(true);
  });

  it('tells the worker it paid, naming the amount and pay day, with a link that opens her paycheck', async () => {
    const [p] = await h.deps.db
      .select({ net: paychecks.net_cents, pay_date: paychecks.pay_date })
      .from(paychecks)
      .where(and(eq(paychecks.id, connie)));
    expect(await probe.reached('paycheck_paid', `/paychecks/${connie}`)).toEqual([
      'contractor@demo.test',
    ]);
    expect(await probe.reached('paycheck_paid', `/paychecks/${nina}`)).toEqual([]);
    const [n] = await probe.about('contractor@demo.test', 'paycheck_paid', `/paychecks/${connie}`);
    const net = `$${(p!.net / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(n).toMatchObject({
      title: `Paycheck paid: ${net}`,
      body: `Your paycheck for pay day ${p!.pay_date} was paid: ${net} net.`,
    });
    expect(await probe.opens('contractor@demo.test', `/paychecks/${connie}`)).toBe(200);
    expect(await probe.opens('newhire@demo.test', `/paychecks/${connie}`)).not.toBe(200);
    expect(
      await probe.mailsTo('contractor@demo.test', `Acme Staffing: Paycheck paid: ${net}`),
    ).toHaveLength(1);
  });

  it('is delivered once when the subscriber is replayed', async () => {
    expect(await probe.replay(run.id, 'payroll_run.settle')).toEqual({
      notifications: 0,
      mails: 0,
    });
  });
});
