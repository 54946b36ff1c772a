import { enginePayrollProvider, type PayrollProvider } from '../src/server/payroll/provider';

/**
 * The engine's payroll provider, but once armed each taxes call waits until a second one is in
 * flight (or `holdMs` has passed): `overlapped()` then tells whether two paychecks were figured at
 * once, and work done one paycheck after another fails a test that expects it.
 */
export function meetingProvider(holdMs: number) {
  let inFlight = 0;
  let overlapped = false;
  let armed = false;
  let meet: () => void = () => {};
  const met = new Promise<void>((resolve) => (meet = resolve));
  const provider: PayrollProvider = {
    name: enginePayrollProvider.name,
    async taxes(pay) {
      if (!armed) return enginePayrollProvider.taxes(pay);
      inFlight += 1;
      try {
        if (inFlight > 1) {
          overlapped = true;
          meet();
        }
        await Promise.race([met, new Promise((r) => setTimeout(r, holdMs))]);
        return await enginePayrollProvider.taxes(pay);
      } finally {
        inFlight -= 1;
      }
    },
  };
  return {
    provider,
    arm: () => {
      armed = true;
    },
    overlapped: () => overlapped,
  };
}
