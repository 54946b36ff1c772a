import type { Db } from './db/client';
import type { Vault } from './crypto/vault';
import type { Env } from './env';
import type { FileStorage } from './files/storage';
import type { BankAdapter } from './billing/bank-adapter';
import type { PayrollProvider } from './payroll/provider';
import type { PayrollQueue } from './payroll/queue';
import type { Subscriber } from './events/subscriber';
import type { IntegrationRegistry } from './integrations/registry';

/** What every route may use; tests supply their own clock and database. */
export interface Deps {
  db: Db;
  env: Env;
  now: () => Date;
  /** Seals and opens personal numbers (SSN, bank account numbers) stored at rest. */
  vault: Vault;
  /**
   * The after-commit subscribers an appended event is queued for (src/server/subscribers.ts); the
   * event store is handed them here so that it imports none of the features they belong to.
   */
  subscribers: readonly Subscriber[];
  /** Uploaded files' bytes; a folder under `DATA_DIR` when not given (`fileStorageOf`). */
  files?: FileStorage;
  /** Moves money (transfers); the demo bank when not given (src/server/billing/bank-adapter.ts). */
  bank?: BankAdapter;
  /** Gross-to-net taxes; the built-in tax engine when not given (src/server/payroll/provider.ts). */
  payroll?: PayrollProvider;
  /** The outside services and their providers; `integrationRegistry` when not given. */
  integrations?: IntegrationRegistry;
  /** Runs payroll jobs; pg-boss on the app's database when not given (src/server/payroll/queue.ts). */
  payrollQueue?: PayrollQueue;
  /** Runs report jobs; pg-boss on the app's database when not given (src/server/reports/queue.ts). */
  reportQueue?: PayrollQueue;
}
