import { and, count, gt, inArray, lt, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInFailures } from '../db/schema';
import { ApiError } from '../lib/errors';
import { ipBucket } from './ip-bucket';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed secret checks allowed in any rolling 15 minutes, after OWASP's advice against lockout as a
 * denial of service. `pair`: one account from one IP, so a guesser is slowed to 10 guesses per 15
 * minutes while the owner elsewhere signs in as usual. `ip`: one IP across accounts (spraying).
 * `account`: a ceiling across all IPs against guessing spread over many addresses, which takes at
 * least ten of them to reach. The windows roll: each failure stops counting 15 minutes after it
 * happened, so a refusal slows an attacker down rather than locking anyone out for a fixed time.
 */
export const SIGN_IN_LIMITS = { pair: 10, ip: 50, account: 100 } as const;

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please try again later.';

export interface SignInAttempt {
  email: string;
  ip: string;
  now: Date;
}

function counters({ email, ip }: SignInAttempt) {
  const account = email.toLowerCase();
  const network = ipBucket(ip);
  return [
    { key: `pair:${network} ${account}`, max: SIGN_IN_LIMITS.pair },
    { key: `ip:${network}`, max: SIGN_IN_LIMITS.ip },
    { key: `account:${account}`, max: SIGN_IN_LIMITS.account },
  ];
}

/** Throws 429 when a counter holds more than its limit once `pending` more attempts are added. */
async function refuseOverLimit(db: Db, attempt: SignInAttempt, pending: number) {
  const limits = counters(attempt);
  const since = new Date(attempt.now.getTime() - SIGN_IN_WINDOW_MS);
  const rows = await db
    .select({ key: signInFailures.key, n: count(), first: min(signInFailures.at) })
    .from(signInFailures)
    .where(
      and(
        inArray(
          signInFailures.key,
          limits.map((l) => l.key),
        ),
        gt(signInFailures.at, since),
      ),
    )
    .groupBy(signInFailures.key);
  const over = rows.filter(
    (r) => r.first && r.n + pending > (limits.find((l) => l.key === r.key)?.max ?? Infinity),
  );
  if (over.length === 0) return;
  const freeAt = Math.max(...over.map((r) => (r.first?.getTime() ?? 0) + SIGN_IN_WINDOW_MS));
  const retryAfter = Math.max(1, Math.ceil((freeAt - attempt.now.getTime()) / 1000));
  throw new ApiError(429, TOO_MANY_ATTEMPTS, { retry_after: retryAfter });
}

/** Refuses with 429 when this account or IP may not try now; for steps that check no secret. */
export const assertSignInAllowed = (db: Db, attempt: SignInAttempt) =>
  refuseOverLimit(db, attempt, 1);

/**
 * Runs one secret check (a password or a code) within the limits and returns its result; undefined
 * means the secret was wrong. The attempt is stored before the check runs and only then counted, so
 * of N parallel attempts the k-th to be stored sees at least k rows and no more than the limit's
 * worth get checked, also across API processes sharing the database. A right secret takes its
 * attempt back; a refused one (429) is removed too, so hammering does not prolong the wait.
 */
export async function checkWithinSignInLimits<T>(
  db: Db,
  attempt: SignInAttempt,
  check: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const stored = await db
    .insert(signInFailures)
    .values(counters(attempt).map((c) => ({ key: c.key, at: attempt.now })))
    .returning({ id: signInFailures.id });
  const ids = stored.map((r) => r.id);
  const release = () => db.delete(signInFailures).where(inArray(signInFailures.id, ids));
  try {
    await refuseOverLimit(db, attempt, 0);
  } catch (err) {
    await release();
    throw err;
  }
  const result = await check();
  if (result !== undefined) {
    await release();
  } else {
    const expired = new Date(attempt.now.getTime() - 2 * SIGN_IN_WINDOW_MS);
    await db.delete(signInFailures).where(lt(signInFailures.at, expired));
  }
  return result;
}
