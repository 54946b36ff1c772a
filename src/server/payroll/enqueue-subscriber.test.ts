import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { PayrollRun } from '../../resources/payroll-runs/server';
import { eventDeliveries, events } from '../db/schema';
import type { PayrollQueue } from './queue';

/** What the queue was asked, in order: a job sent, or the run worked here at once. */
const asked: string[] = [];
const recordingQueue: PayrollQueue = {
  start: async () => {},
  enqueue: async (runId) => void asked.push(`enqueue ${runId}`),
  stop: async () => {},
  workNow: (runId) => void asked.push(`work ${runId}`),
};

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness({ payrollQueue: recordingQueue });
  token = await h.login('owner@acme.test');
});
afterAll(() => h.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  h.app.inject({
    method,
    url: `/v2${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

describe('an approved payroll run', () => {
  it('is queued and worked at once by the process that delivered its approval, after the delivery commits', async () => {
    const list = await call(
      'GET',
      '/payroll_runs?status=pre_draft&period_start_from=2026-10-19&period_start_to=2026-10-19',
    );
    const run = (list.json().data as PayrollRun[])[0]!;
    expect((await call('POST', `/payroll_runs/${run.id}/actions/submit`, {})).statusCode).toBe(200);
    expect((await call('POST', `/payroll_runs/${run.id}/actions/approve`, {})).statusCode).toBe(
      200,
    );
    await h.app.dispatcher.drain();
    expect(asked).toEqual([`enqueue ${run.id}`, `work ${run.id}`]);
    const delivered = await h.deps.db
      .select({ id: eventDeliveries.id })
      .from(eventDeliveries)
      .innerJoin(events, eq(events.id, eventDeliveries.event_id))
      .where(
        and(
          eq(events.stream_id, run.id),
          eq(events.type, 'payroll_run.approve'),
          eq(eventDeliveries.subscriber, 'payroll.run-job'),
          isNotNull(eventDeliveries.delivered_at),
        ),
      );
    expect(delivered).toHaveLength(1);
  });
});
