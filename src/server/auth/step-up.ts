import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { authTokens, platformSettings } from '../db/schema';
import { ApiError } from '../lib/errors';
import { sendMail } from '../mail/send';
import { consumeCode, hasLiveCode, issueCode, TooManyCodesError } from './codes';
import { sessionOf } from './session';

export const VERIFICATION_HEADER = 'x-verification-code';
export const INVALID_CODE = 'Invalid or expired verification code';
/**
 * After a valid code, the same session may do further sensitive operations for this long without
 * another one ("sudo mode"): codes are single-use and mailed at most once a minute, so asking again
 * at once would leave the user waiting for Resend. Another session still needs its own code.
 */
export const STEP_UP_WINDOW_MS = 5 * 60 * 1000;

async function recentlyVerified(deps: Deps, tokenId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ at: authTokens.step_up_verified_at })
    .from(authTokens)
    .where(eq(authTokens.id, tokenId));
  return Boolean(row?.at && deps.now().getTime() - row.at.getTime() < STEP_UP_WINDOW_MS);
}

export async function verificationEnabled(deps: Deps) {
  const [row] = await deps.db
    .select({ on: platformSettings.enabled_email_code_verification })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  return row?.on ?? false;
}

export async function sendStepUpCode(deps: Deps, user: { id: string; email: string }) {
  const code = await issueCode(deps.db, user.id, 'step_up', deps.now());
  await sendMail(deps, {
    to: user.email,
    subject: 'Your verification code',
    body: `Your verification code is ${code}. It is valid for 10 minutes.`,
  });
}

const maskEmail = (email: string) => email.replace(/^(.).*(@.*)$/, '$1***$2');

/**
 * Guards a sensitive operation (full SSN, payout or payment method change, data export): with
 * email-code verification on, the request needs a valid, unused code in X-Verification-Code,
 * else 424. The first 424 mails a code; later ones reuse the live code (resend is explicit).
 */
export async function requireStepUp(req: FastifyRequest, deps: Deps): Promise<void> {
  const { user, tokenId } = sessionOf(req);
  if (!(await verificationEnabled(deps))) return;
  const header = req.headers[VERIFICATION_HEADER];
  const given = typeof header === 'string' ? header.trim() : undefined;
  if (given) {
    if (
      /^\d{6}$/.test(given) &&
      (await consumeCode(deps.db, user.id, 'step_up', given, deps.now()))
    ) {
      await deps.db
        .update(authTokens)
        .set({ step_up_verified_at: deps.now() })
        .where(eq(authTokens.id, tokenId));
      return;
    }
    throw new ApiError(424, INVALID_CODE, { invalid_code: true });
  }
  if (await recentlyVerified(deps, tokenId)) return;
  if (!(await hasLiveCode(deps.db, user.id, 'step_up', deps.now()))) {
    try {
      await sendStepUpCode(deps, user);
    } catch (err) {
      if (!(err instanceof TooManyCodesError)) throw err;
    }
  }
  throw new ApiError(424, 'Verification required', {
    detail: `We sent a 6-digit code to ${maskEmail(user.email)}.`,
  });
}
