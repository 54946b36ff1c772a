import { spawn } from 'node:child_process';
import { subscribers } from '../../src/server/subscribers';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sum } from '../../src/domain/billing/money';
import { loadUser } from '../../src/server/auth/load-user';
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
import { payrollRunServer } from '../../src/server/routes/payroll-runs/workflow';
import { pgliteTemplate } from '../db/template-cache';

const dir = mkdtempSync(join(tmpdir(), 'bo-payroll-crash-'));
const dataDir = join(dir, 'pgdata');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const open = async (): Promise<Database> => openPglite(await createPglite(dataDir));

function child(mode: 'crash' | 'resume', runId: string) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    const c = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/process/payroll-crash-child.ts', mode, dataDir, runId],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    c.on('exit', (code, signal) => resolve({ code, signal }));
  });
}

describe('a payroll job killed with kill -9 mid-run', { timeout: 180_000 }, () => {
  it('loses and doubles nothing once a new process resumes it', async () => {
    // The demo database in a data folder, and Acme's drafted run (Connie and Nina) approved.
    const seeded = await createPglite({
      dataDir,
      loadDataDir: await pgliteTemplate('seeded'),
    });
    let db = await openPglite(seeded);
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

    const crashed = await child('crash', run!.id);
    expect(crashed.signal).toBe('SIGKILL');
    db = await open();
    const midway = await db.db
      .select()
      .from(paychecks)
      .where(eq(paychecks.payroll_run_id, run!.id));
    expect(midway).toHaveLength(1);
    await db.close();

    expect((await child('resume', run!.id)).code).toBe(0);
    db = await open();
    const rows = await db.db.select().from(paychecks).where(eq(paychecks.payroll_run_id, run!.id));
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
    const [after] = await db.db.select().from(payrollRuns).where(eq(payrollRuns.id, run!.id));
    expect(after).toMatchObject({ status: 'processing', paychecks_done: 2, paychecks_total: 2 });
    expect(after?.computed_at).not.toBeNull();
    // One payout for Connie (Nina has no account: failed at once), never two. The demo's history
    // has payouts of its own: this run's are keyed by its paychecks.
    const keys = rows.map((p) => `paycheck:${p.id}:`);
    const payouts = (
      await db.db.select().from(transfers).where(eq(transfers.direction, 'payout'))
    ).filter((t) => keys.some((k) => t.origin_key?.startsWith(k)));
    expect(payouts).toHaveLength(1);
    await db.close();
  });
});
