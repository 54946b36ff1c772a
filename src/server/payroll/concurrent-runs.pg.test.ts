import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingProvider } from '../../../tests/meeting-provider';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { PayrollRun } from '../../resources/payroll-runs/server';
import { events, paycheckItems, paychecks } from '../db/schema';

/**
 * Two employers' runs approved together are paid at once, by two of the queue's workers: a paycheck
 * of one run is computed while a paycheck of the other is being computed. Each demo run's
 * contractors fit one batch (`PAYCHECK_BATCH_POSTGRES`), whose paychecks are figured one after
 * another, so two taxes calls in flight at once can only be two runs.
 */
const meeting = meetingProvider(15_000);

let h: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  h = await createHarness({ payroll: meeting.provider });
});
afterAll(() => h.close());

async function callAs(email: string, method: 'GET' | 'POST', url: string, payload?: object) {
  tokens[email] ??= await h.login(email);
  return h.app.inject({
    method,
    url: `/v2${url}`,
    headers: { authorization: `Bearer ${tokens[email]}` },
    ...(payload ? { payload } : {}),
  });
}

/** SelfCo's weekly run over its approved week of 17 August. */
async function selfcoRun(): Promise<PayrollRun> {
  const created = await callAs('owner@selfco.test', 'POST', '/payroll_runs', {
    period_date: '2026-08-17',
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as PayrollRun;
}

/** Acme's run the demo drafted. */
async function acmeRun(): Promise<PayrollRun> {
  const list = await callAs(
    'owner@acme.test',
    'GET',
    '/payroll_runs?status=pre_draft&period_start_from=2026-10-19&period_start_to=2026-10-19',
  );
  return (list.json().data as PayrollRun[])[0]!;
}

const runOf = async (owner: string, id: string) =>
  (await callAs(owner, 'GET', `/payroll_runs/${id}`)).json().payroll_run as PayrollRun;

describe('payroll runs of two employers on PostgreSQL', { timeout: 300_000 }, () => {
  it('approved together, they are computed at once, each exactly once', async () => {
    const runs = [
      { owner: 'owner@selfco.test', run: await selfcoRun() },
      { owner: 'owner@acme.test', run: await acmeRun() },
    ];
    for (const { owner, run } of runs) {
      const submitted = await callAs(owner, 'POST', `/payroll_runs/${run.id}/actions/submit`, {});
      expect(submitted.statusCode, submitted.body).toBe(200);
    }
    meeting.arm();
    const approved = await Promise.all(
      runs.map(({ owner, run }) =>
        callAs(owner, 'POST', `/payroll_runs/${run.id}/actions/approve`, {}),
      ),
    );
    expect(approved.map((r) => r.statusCode)).toEqual([200, 200]);
    await h.app.dispatcher.drain();

    const deadline = Date.now() + 120_000;
    const computed = async () =>
      (await Promise.all(runs.map(({ owner, run }) => runOf(owner, run.id)))).every(
        (r) => r.computed && r.paychecks_done === r.paychecks_total,
      );
    while (!(await computed()) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 500));
    expect(meeting.overlapped()).toBe(true);

    for (const { owner, run } of runs) {
      const done = await runOf(owner, run.id);
      const rows = await h.deps.db
        .select()
        .from(paychecks)
        .where(eq(paychecks.payroll_run_id, run.id));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBe(done.paychecks_total);
      expect(new Set(rows.map((p) => p.contractor_id)).size).toBe(rows.length);
      const earnings = await h.deps.db
        .select({ transaction_id: paycheckItems.transaction_id })
        .from(paycheckItems)
        .where(
          and(
            inArray(
              paycheckItems.paycheck_id,
              rows.map((p) => p.id),
            ),
            eq(paycheckItems.kind, 'earning'),
          ),
        );
      // Every pay transaction on exactly one paycheck line.
      expect(new Set(earnings.map((e) => e.transaction_id)).size).toBe(earnings.length);
      const [once] = await h.deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(events)
        .where(and(eq(events.stream_id, run.id), eq(events.type, 'payroll_run.computed')));
      expect(once!.n).toBe(1);
    }
  });
});
