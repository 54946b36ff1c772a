import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { issueCode, TooManyCodesError } from '../../auth/codes';
import type { SignInAttempt } from '../../auth/sign-in-limit';
import { issueToken } from '../../auth/tokens';
import { sendMail } from '../../mail/send';

export const INVALID_CODE_LOGIN = 'Invalid or expired code';

export const tokenFor = (deps: Deps, req: FastifyRequest, userId: string) =>
  issueToken(deps.db, userId, { ip: req.ip, userAgent: req.headers['user-agent'] }, deps.now());

/** Mails a sign-in code; when one was mailed less than a minute ago that one still stands. */
export async function mailSignInCode(
  deps: Deps,
  user: { id: string; email: string },
  purpose: 'login' | 'passwordless',
) {
  try {
    const code = await issueCode(deps.db, user.id, purpose, deps.now());
    await sendMail(deps, {
      to: user.email,
      subject: 'Your sign-in code',
      body: `Your sign-in code is ${code}. It is valid for 10 minutes. If you did not try to sign in, change your password.`,
    });
  } catch (err) {
    if (!(err instanceof TooManyCodesError)) throw err;
  }
}

export const signInAttempt = (deps: Deps, req: FastifyRequest, email: string): SignInAttempt => ({
  email,
  ip: req.ip,
  now: deps.now(),
});
