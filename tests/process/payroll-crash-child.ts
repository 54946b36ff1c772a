// A payroll job in a process of its own on a data folder: `crash` writes one paycheck and then kills
// itself with SIGKILL (kill -9: no shutdown, no cleanup); `crash-at-bank` writes its first batch and
// dies with SIGKILL as it is about to tell the bank of the batch's payouts; `resume` runs the job to
// its end. With a fourth argument, every transfer the bank is told of is appended to that file.
import { appendFileSync } from 'node:fs';
import { createPglite } from '../../src/server/db/pglite';
import { subscribers } from '../../src/server/subscribers';
import { openPglite } from '../../src/server/db/client';
import { demoBankAdapter, type BankAdapter } from '../../src/server/billing/bank-adapter';
import { enginePayrollProvider } from '../../src/server/payroll/provider';
import { processRun } from '../../src/server/payroll/run-job';

const [mode, dataDir, runId, bankLog] = process.argv.slice(2);
if (!dataDir || !runId)
  throw new Error(
    'usage: payroll-crash-child crash|crash-at-bank|resume <dataDir> <runId> [bankLog]',
  );
const bank: BankAdapter = {
  async start(t) {
    if (mode === 'crash-at-bank') process.kill(process.pid, 'SIGKILL');
    if (bankLog) appendFileSync(bankLog, `${t.id}\n`);
    return demoBankAdapter.start(t);
  },
  check: demoBankAdapter.check,
};
const database = await openPglite(await createPglite(dataDir));
const deps = {
  db: database.db,
  bank,
  provider: enginePayrollProvider,
  now: () => new Date('2026-11-20T15:00:00Z'),
  subscribers,
};
if (mode === 'crash') {
  await processRun(deps, runId, 1);
  process.kill(process.pid, 'SIGKILL');
}
await processRun(deps, runId);
await database.close();
