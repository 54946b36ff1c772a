import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { ReportResults, ReportRun } from '../../resources/reports/contract';
import { partners } from '../db/schema';
import type { PayrollQueue } from '../payroll/queue';
import { processReport } from './job';

export const REPORT_OWNER = 'owner@acme.test';

/**
 * A harness for report tests: the job runs only when a test says so (`run`), and the queue records
 * which runs it was asked for. Call once at a test file's top level.
 */
export function reportHarness() {
  const asked: string[] = [];
  const queue: PayrollQueue = {
    start: async () => {},
    enqueue: async (id) => {
      asked.push(id);
    },
    stop: async () => {},
  };
  const ctx = { h: undefined as unknown as Harness, acmeId: '', asked };
  const call = callerOf(() => ctx.h);
  beforeAll(async () => {
    ctx.h = await createHarness({ reportQueue: queue });
    const [acme] = await ctx.h.deps.db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.subdomain, 'acme'));
    ctx.acmeId = acme!.id;
  });
  afterAll(() => ctx.h.close());

  /** Asks for a report as `email`, runs its job, and answers the finished run and its results. */
  async function run(report: string, params: Record<string, unknown>, email = REPORT_OWNER) {
    const res = await call(email, 'POST', '/reports', { report, params });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };
    await processReport(ctx.h.deps, id);
    const detail = (await call(email, 'GET', `/reports/${id}`)).json().report_run as ReportRun;
    expect(detail.status, detail.failure_reason ?? '').toBe('FINISHED');
    const results = (await call(email, 'GET', `/reports/${id}/results`)).json() as ReportResults;
    return { id, detail, results };
  }

  return { ctx, call, run };
}
