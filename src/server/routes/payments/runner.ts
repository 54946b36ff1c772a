import fp from 'fastify-plugin';
import { demoBankAdapter } from '../../billing/bank-adapter';
import { checkDueTransfers, type TransferSettled } from '../../billing/transfers';
import type { Deps } from '../../deps';
import { settlePaycheckTransfer } from '../../payroll/settlement';
import { settlePaymentTransfer } from '../../../resources/payments/server';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The transfer runner: `pass` runs one pass after the one under way, never beside it, so a
     * test that moves the clock sees every due transfer decided and none skipped as locked.
     */
    transferRunner: { pass(): Promise<number> };
  }
}

/** A transfer collects a payment or pays out a paycheck: each settles what it is for. */
export const settleTransfer: TransferSettled = async (tx, transfer, outcome, now, deliverTo) => {
  await settlePaymentTransfer(tx, transfer, outcome, now, deliverTo);
  await settlePaycheckTransfer(tx, transfer, outcome, now, deliverTo);
};

/** How often the runner asks the bank about processing transfers. */
const TICK_MS = 2_000;

/**
 * The transfer runner: every TICK_MS it asks the bank about due transfers and settles or fails
 * their payments and paychecks. Every API process runs one; they share the work through row locks.
 */
export const transferRunnerPlugin = fp<Deps>(async (app, deps) => {
  const bank = deps.bank ?? demoBankAdapter;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    const next = running.then(() =>
      checkDueTransfers(deps.db, bank, deps.now(), settleTransfer, deps.subscribers),
    );
    running = next.catch(() => 0);
    return next;
  };
  const tick = () => {
    pass().catch((err: unknown) => app.log.error({ err }, 'transfer runner pass failed'));
  };
  app.decorate('transferRunner', { pass });
  app.background.add({
    start() {
      timer = setInterval(tick, TICK_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  });
});
