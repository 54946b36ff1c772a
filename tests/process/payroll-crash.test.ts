import { spawn } from 'node:child_process';
import { subscribers } from '../../src/server/subscribers';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sum } from '../../src/domain/billing/money';
import { loadUser } from '../../src/server/auth/load-user';
import {
  DEMO_SETTLE_MS,
  demoBankAdapter,
  type BankAdapter,
} from '../../src/server/billing/bank-adapter';
import { checkDueTransfers } from '../../src/server/billing/transfers';
import { settleTransfer } from '../../src/server/routes/payments/runner';
import { openPglite, type Database } from '../../src/server/db/client';
import {
  paycheckItems,
  paychecks,
  partners,
  payrollRuns,
  transactions,
  transfers,
  users,
} from '../../src/server/db/schema';
import { createPglite } from '../../src/server/db/pglite';
import { actionStep, transition } from '../../src/server/kit/workflow/perform';
import { payrollRunServer } from '../../src/resources/payroll-runs/server';
import { pgliteTemplate } from '../db/template-cache';

const dir = mkdtempSync(join(tmpdir(), 'bo-payroll-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const open = async (dataDir: string): Promise<Database> => openPglite(await createPglite(dataDir));

type Mode = 'crash' | 'crash-at-bank' | 'resume';
function child(mode: Mode, dataDir: string, runId: string, bankLog?: string) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    const c = spawn(
      process.execPath,
      [
        'scripts/run-bundled.mjs',
        'tests/process/payroll-crash-child.ts',
        mode,
        dataDir,
        runId,
        ...(bankLog ? [bankLog] : []),
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    c.on('exit', (code, signal) => resolve({ code, signal }));
  });
}

/** The demo database in a data folder of its own, and Acme's drafted run (Connie and Nina) approved: the run and the pay it must pay. */
async function approvedRun(dataDir: string) {
  const seeded = await createPglite({ dataDir, loadDataDir: await pgliteTemplate('seeded') });
  const db = await openPglite(seeded);
  const [acme] = await db.db.select().from(partners).where(eq(partners.subdomain, 'acme'));
  const [run] = await db.db
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.partner_id, acme!.id), eq(payrollRuns.period_start, '2026-10-19')));
  const [ownerRow] = await db.db.select().from(users).where(eq(users.email, 'owner@acme.test'));
  const owner = (await loadUser(db.db, ownerRow!.id))!;
  const origin = {
    actorUserId: owner.id,
    actorRole: 'partner:owner',
    ip: null,
    userAgent: null,
    location: null,
    occurredAt: new Date('2026-11-20T15:00:00Z'),
  };
  for (const action of ['submit', 'approve'] as const)
    await transition(
      db.db,
      payrollRunServer,
      owner,
      run!.id,
      actionStep(payrollRunServer, owner, action, {}, origin),
      subscribers,
    );
  const pay = (
    await db.db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.kind, 'pay'),
          eq(transactions.status, 'approved'),
          eq(transactions.partner_id, acme!.id),
        ),
      )
  ).filter((t) => t.date >= run!.period_start && t.date <= run!.period_end);
  await db.close();
  return { run: run!, pay };
}

/** The run's own payouts (the demo's history has payouts of its own), keyed by its paychecks. */
async function payoutsOf(db: Database, paycheckIds: readonly string[]) {
  const keys = paycheckIds.map((id) => `paycheck:${id}:`);
  return (await db.db.select().from(transfers).where(eq(transfers.direction, 'payout'))).filter(
    (t) => keys.some((k) => t.origin_key?.startsWith(k)),
  );
}

describe('a payroll job killed with kill -9 mid-run', { timeout: 180_000 }, () => {
  it('loses and doubles nothing once a new process resumes it', async () => {
    const dataDir = join(dir, 'midway');
    const { run, pay } = await approvedRun(dataDir);
    const crashed = await child('crash', dataDir, run.id);
    expect(crashed.signal).toBe('SIGKILL');
    let db = await open(dataDir);
    const midway = await db.db.select().from(paychecks).where(eq(paychecks.payroll_run_id, run.id));
    expect(midway).toHaveLength(1);
    await db.close();

    expect((await child('resume', dataDir, run.id)).code).toBe(0);
    db = await open(dataDir);
    const rows = await db.db.select().from(paychecks).where(eq(paychecks.payroll_run_id, run.id));
    expect(rows).toHaveLength(2);
    const earnings = await db.db
      .select()
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
    expect(earnings.map((i) => i.transaction_id).sort()).toEqual(pay.map((t) => t.id).sort());
    expect(sum(rows.map((p) => p.gross_cents))).toBe(sum(pay.map((t) => t.amount_cents)));
    const [after] = await db.db.select().from(payrollRuns).where(eq(payrollRuns.id, run.id));
    expect(after).toMatchObject({ status: 'processing', paychecks_done: 2, paychecks_total: 2 });
    expect(after?.computed_at).not.toBeNull();
    // One payout for Connie (Nina has no account: failed at once), never two. The demo's history
    // has payouts of its own: this run's are keyed by its paychecks.
    expect(
      await payoutsOf(
        db,
        rows.map((p) => p.id),
      ),
    ).toHaveLength(1);
    await db.close();
  });

  it('after its commit and before it told the bank: the resumed run pays each worker once', async () => {
    const dataDir = join(dir, 'at-bank');
    const bankLog = join(dir, 'bank-starts.log');
    writeFileSync(bankLog, '');
    const told = () => readFileSync(bankLog, 'utf8').split('\n').filter(Boolean);
    const { run } = await approvedRun(dataDir);
    const crashed = await child('crash-at-bank', dataDir, run.id, bankLog);
    expect(crashed.signal).toBe('SIGKILL');
    let db = await open(dataDir);
    let rows = await db.db.select().from(paychecks).where(eq(paychecks.payroll_run_id, run.id));
    // Both paychecks were committed with Connie's payout, pending: the bank was never told of it.
    expect(rows).toHaveLength(2);
    const [pending, ...more] = await payoutsOf(
      db,
      rows.map((p) => p.id),
    );
    expect(more).toHaveLength(0);
    expect(pending).toMatchObject({ status: 'pending', provider_ref: null });
    expect(told()).toEqual([]);
    await db.close();

    expect((await child('resume', dataDir, run.id, bankLog)).code).toBe(0);
    expect(told()).toEqual([pending!.id]);
    db = await open(dataDir);
    // The runner's pass once the bank has settled: it asks, and never starts the payout again.
    const bank: BankAdapter = {
      async start(t) {
        appendFileSync(bankLog, `${t.id}\n`);
        return demoBankAdapter.start(t);
      },
      check: demoBankAdapter.check,
    };
    const later = new Date(Date.parse('2026-11-20T15:00:00Z') + DEMO_SETTLE_MS + 1);
    expect(await checkDueTransfers(db.db, bank, later, settleTransfer, subscribers)).toBe(1);
    expect(told()).toEqual([pending!.id]);
    rows = await db.db.select().from(paychecks).where(eq(paychecks.payroll_run_id, run.id));
    expect(rows.map((p) => p.status).sort()).toEqual(['failed', 'paid']);
    const paid = rows.find((p) => p.status === 'paid')!;
    expect(paid.transfer_id).toBe(pending!.id);
    const payouts = await payoutsOf(
      db,
      rows.map((p) => p.id),
    );
    expect(payouts.map((t) => [t.id, t.status])).toEqual([[pending!.id, 'paid']]);
    const [after] = await db.db.select().from(payrollRuns).where(eq(payrollRuns.id, run.id));
    expect(after?.status).toBe('partially_paid');
    await db.close();
  });
});
