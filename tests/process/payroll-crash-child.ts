// A payroll job in a process of its own on a data folder: `crash` writes one paycheck and then kills
// itself with SIGKILL (kill -9: no shutdown, no cleanup); `resume` runs the job to its end.
import { createPglite } from '../../src/server/db/pglite';
import { subscribers } from '../../src/server/subscribers';
import { openPglite } from '../../src/server/db/client';
import { demoBankAdapter } from '../../src/server/billing/bank-adapter';
import { enginePayrollProvider } from '../../src/server/payroll/provider';
import { processRun } from '../../src/server/payroll/run-job';

const [mode, dataDir, runId] = process.argv.slice(2);
if (!dataDir || !runId)
  throw new Error('usage: payroll-crash-child crash|resume <dataDir> <runId>');
const database = await openPglite(await createPglite(dataDir));
const deps = {
  db: database.db,
  bank: demoBankAdapter,
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
