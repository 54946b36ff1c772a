import fp from 'fastify-plugin';
import type { Deps } from '../../deps';
import { recordAccruals } from './accruals';

const EVERY_MS = 6 * 3_600_000;

/**
 * Records the accruals of pay periods that have closed, when the app is ready and every six hours
 * after: a period closes at midnight, so the balances are current within six hours of it. Recording
 * is idempotent, so several API processes may all run it.
 */
export const ptoAccrualPlugin = fp<Deps>(async (app, deps) => {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    recordAccruals(deps.db, deps.now().toISOString().slice(0, 10)).catch((err: unknown) =>
      app.log.error({ err }, 'PTO accrual failed'),
    );
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
