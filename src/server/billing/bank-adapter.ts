/** What the bank says about a transfer it was given. */
export type TransferOutcome =
  { status: 'processing' } | { status: 'paid' } | { status: 'failed'; reason: string };

export interface TransferRequest {
  id: string;
  amount_cents: number;
  direction: 'collect' | 'payout';
  created_at: Date;
}

/**
 * The bank behind transfers: collecting a payer's payment through its payment method, and later
 * payroll's payouts. `start` hands a transfer over; `check` asks where it stands.
 */
export interface BankAdapter {
  /** Starts a transfer once per `id` (its idempotency key): told again, the bank answers the same. */
  start(t: TransferRequest): Promise<{ provider_ref: string }>;
  check(t: TransferRequest & { provider_ref: string | null }, now: Date): Promise<TransferOutcome>;
}

/** How long the demo bank takes to answer. */
export const DEMO_SETTLE_MS = 5_000;

/**
 * DEMO ONLY: a bank that moves no money. Deterministic, so demos and tests can count on it: a
 * transfer whose amount ends in 13 cents fails ("Insufficient funds"), every other one is paid,
 * DEMO_SETTLE_MS after it started.
 */
export const demoBankAdapter: BankAdapter = {
  async start(t) {
    return { provider_ref: `demo-${t.id}` };
  },
  async check(t, now) {
    if (now.getTime() - t.created_at.getTime() < DEMO_SETTLE_MS) return { status: 'processing' };
    return t.amount_cents % 100 === 13
      ? {
          status: 'failed',
          reason: 'Insufficient funds (demo bank: amounts ending in 13 cents fail)',
        }
      : { status: 'paid' };
  },
};
