import type { AddressInfo } from 'node:net';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { BulkResult } from '../../domain/contracts/workflow';
import { timesheetTransactions } from '../billing/timesheet-transactions';
import {
  assignments,
  clients,
  eventDeliveries,
  partners,
  paychecks,
  timesheets,
} from '../db/schema';
import { VERIFY_PAGE } from '../events/chain';
import { onCommitted } from '../events/commit-signal';
import { jobDepsOf } from '../payroll/jobs';
import { PAYCHECK_BATCH, processRun } from '../payroll/run-job';
import { insertDrafts } from '../../resources/timesheets/server';
import { BULK_BATCH } from './workflow/bulk';
import { manualPayrollQueue } from '../../../tests/payroll-queue';

// On the embedded database (vitest.config.ts EMBEDDED): long work must leave the API answering.
// Health is polled over a real socket while each job runs; the tests assert the order in which
// things finished and how many transactions the work took, never how long anything took.

const OWNER = 'owner@harborpoint.test';
/** Thirty batches prove the structure; the thousand-row figure is the bench's (`npm run bench -- --only=long-work`). */
const ROWS = 300;
/** A Monday of the tax year the engine holds: the weekly period 2026-12-07 to 12-13 holds each contractor's first 7 days. */
const FIRST_DAY = Date.UTC(2026, 11, 7);

let h: Harness;
let base = '';
const tokens: Record<string, string> = {};
let ids: string[] = [];
let contractorsPaid = 0;

async function call(
  email: string,
  method: 'GET' | 'POST',
  url: string,
  body?: object,
  headers = {},
) {
  tokens[email] ??= await h.login(email);
  return fetch(`${base}/v2${url}`, {
    method,
    headers: {
      authorization: `Bearer ${tokens[email]}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/**
 * Runs `work` while polling `/v2/health` one request after another; returns the work's result, every
 * health status, how many health answers came back before the work finished and how many
 * transactions committed meanwhile.
 */
async function withHealthPolled<T>(work: () => Promise<T>) {
  const statuses: number[] = [];
  let finished = false;
  let answeredBefore = 0;
  let commits = 0;
  const stop = onCommitted(h.deps.db, () => (commits += 1));
  const poll = (async () => {
    do {
      const res = await fetch(`${base}/v2/health`);
      await res.json();
      statuses.push(res.status);
      if (!finished) answeredBefore += 1;
      await new Promise((r) => setTimeout(r, 5));
    } while (!finished);
  })();
  try {
    const result = await work();
    finished = true;
    await poll;
    return { result, statuses, answeredBefore, commits };
  } finally {
    finished = true;
    stop();
  }
}

beforeAll(async () => {
  h = await createHarness({ payrollQueue: manualPayrollQueue });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  // Harborpoint's assignments whose client approves without a signature, with ROWS drafts.
  const mine = await h.deps.db
    .select({ assignment: assignments })
    .from(assignments)
    .innerJoin(partners, eq(partners.id, assignments.partner_id))
    .innerJoin(clients, eq(clients.id, assignments.client_id))
    .where(
      and(
        eq(partners.subdomain, 'harborpoint'),
        eq(clients.requires_signature_for_approval, false),
        // States the tax engine withholds for, so the payroll run below pays every paycheck.
        inArray(assignments.state, ['IL', 'TX', 'FL', 'NH', 'TN']),
      ),
    );
  const perAssignment = Math.ceil(ROWS / mine.length);
  contractorsPaid = new Set(mine.map((m) => m.assignment.contractor_id)).size;
  const drafts = mine
    .flatMap(({ assignment }) =>
      Array.from({ length: perAssignment }, (_, d) => ({
        assignment,
        body: {
          date: new Date(FIRST_DAY + d * 86_400_000).toISOString().slice(0, 10),
          time_start: '09:00',
          time_end: '17:00',
          break_time_minutes: 30,
          timezone: 'America/Chicago',
          project_code: null,
          task: null,
        },
      })),
    )
    .slice(0, ROWS);
  const origin = {
    actorUserId: null,
    actorRole: 'system:test',
    ip: null,
    userAgent: null,
    location: null,
    occurredAt: h.clock.now,
  };
  ids = await h.deps.db.transaction((tx) => insertDrafts(tx, drafts, origin, h.deps.subscribers));
  const submitted = await call(OWNER, 'POST', '/timesheets/bulk/apply', { action: 'submit', ids });
  expect(((await submitted.json()) as BulkResult).succeeded).toBe(ROWS);
}, 300_000);
afterAll(() => h.close());

describe('long work on PGlite leaves /v2/health answering', () => {
  it('health answers from process state while a transaction holds the embedded database', async () => {
    expect((await fetch(`${base}/v2/health`)).status).toBe(200);
    // Before, health ran `select 1`, which waits for this transaction: the fetch never came back.
    const status = await h.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return (await fetch(`${base}/v2/health`)).status;
    });
    expect(status).toBe(200);
  });

  it('a bulk approval of 300 timesheets runs in batches of transactions, health answered between them', async () => {
    const { result, statuses, answeredBefore, commits } = await withHealthPolled(async () => {
      const res = await call('admin@demo.test', 'POST', '/timesheets/bulk/apply', {
        action: 'approve',
        ids,
      });
      return (await res.json()) as BulkResult;
    });
    expect(result.data[0]?.reasons).toEqual([]);
    expect(result).toMatchObject({ succeeded: ROWS, failed: 0 });
    expect(result.data.map((r) => r.id)).toEqual(ids);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(answeredBefore).toBeGreaterThanOrEqual(2);
    // One transaction per batch of rows: more than one, fewer than one per row.
    expect(commits).toBeGreaterThanOrEqual(Math.ceil(ROWS / BULK_BATCH));
    expect(commits).toBeLessThan(ROWS);
  }, 300_000);

  it('a payroll run of a few hundred timesheets writes its paychecks a few per transaction, health answered meanwhile', async () => {
    // The approvals' pay lines are written by their deliveries (with the notifications beside them).
    await h.app.dispatcher.drain();
    // Harbor Point pays every other week since its history began (periods from 2026-06-01).
    const created = await call(OWNER, 'POST', '/payroll_runs', { period_date: '2026-12-08' });
    expect(created.status).toBe(201);
    const run = (await created.json()) as { id: string; period_start: string; period_end: string };
    expect(run).toMatchObject({ period_start: '2026-11-30', period_end: '2026-12-13' });
    for (const action of ['submit', 'approve']) {
      const res = await call(OWNER, 'POST', `/payroll_runs/${run.id}/actions/${action}`, {});
      expect(res.status, await res.text()).toBe(200);
    }
    // The deliveries the run's commits cause are drained below, on their own.
    await h.app.dispatcher.stop();
    const { statuses, answeredBefore } = await withHealthPolled(() =>
      processRun(jobDepsOf(h.deps), run.id),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(answeredBefore).toBeGreaterThanOrEqual(2);
    // A paid timesheet's Mark Paid once re-synced its week's transactions after the commit: a chain
    // of deliveries that held the process (the bench's 0.6 s stall). The paycheck's own transaction
    // completes that pay, so billing's sync is not asked at all (payroll/timesheets-paid.ts).
    const resyncs = await h.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(eventDeliveries)
      .where(
        and(
          eq(eventDeliveries.subscriber, timesheetTransactions.name),
          isNull(eventDeliveries.delivered_at),
        ),
      );
    expect(resyncs[0]?.n).toBe(0);
    const delivered = await withHealthPolled(() => h.app.dispatcher.drain());
    h.app.dispatcher.start();
    expect(new Set(delivered.statuses)).toEqual(new Set([200]));
    const written = await h.deps.db
      .select({ created_at: paychecks.created_at })
      .from(paychecks)
      .where(eq(paychecks.payroll_run_id, run.id));
    expect(written).toHaveLength(contractorsPaid);
    // A transaction's rows share its start time (now()): one per batch of paychecks.
    expect(new Set(written.map((p) => p.created_at)).size).toBe(
      Math.ceil(contractorsPaid / PAYCHECK_BATCH),
    );
    const paid = await h.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(timesheets)
      .where(and(inArray(timesheets.id, ids), eq(timesheets.paid, true)));
    expect(paid[0]?.n).toBe(contractorsPaid * 7);
  }, 300_000);

  it('GET /v2/events/verify checks the whole log page by page, health answered between pages', async () => {
    const { result, statuses, answeredBefore } = await withHealthPolled(async () =>
      (await call('admin@demo.test', 'GET', '/events/verify')).json(),
    );
    expect(result).toMatchObject({ ok: true, broken_streams: 0 });
    // More than one page of the log, each read in its own turn of the event loop.
    expect((result as { events: number }).events).toBeGreaterThan(2 * VERIFY_PAGE);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(answeredBefore).toBeGreaterThanOrEqual(1);
  }, 300_000);
});
