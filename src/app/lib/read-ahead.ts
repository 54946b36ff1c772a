import { isOnboardingUserType } from '../../domain/onboarding/requirements';
import { homePath } from '../../domain/redirect/home-path';
import { userTypes } from '../../domain/users/kinds';
import { backgroundHttp } from './http';
import { tokenStore } from './token-store';

/** Past this, an answer read ahead is not the page's any more: it reads afresh. */
export const READ_AHEAD_FRESH_MS = 10_000;

interface Ahead {
  pathname: string;
  token: string;
  at: number;
  answer: Promise<unknown>;
}

const ahead = new Map<string, Ahead>();

/**
 * Issue 30: a signed-in first visit to a dashboard waited for `/v2/user`, then (for the user types
 * that onboard) `/v2/requirements`, then `/v2/dashboard`, one round trip after another, before it
 * could show anything. Which of them the page at `pathname` will want is known from its address, so
 * they are asked for beside `/v2/user`, each once, with the stored token; the chart that wants one
 * takes the answer.
 */
export function readAhead(pathname: string): void {
  const token = tokenStore.get();
  if (!token) return;
  for (const path of readsOpening(pathname)) {
    if (ahead.has(path)) continue;
    const answer = backgroundHttp.get(path).json();
    // A failed read is the reader's to make again, with its own error and toast.
    answer.catch(() => undefined);
    ahead.set(path, { pathname, token, at: Date.now(), answer });
  }
}

/**
 * The page guard calls this for every page it opens: answers read for another page are dropped, so
 * a visit sent elsewhere first (to onboarding) reads its dashboard afresh when it gets there.
 */
export function keepAheadFor(pathname: string): void {
  for (const [path, early] of ahead) if (early.pathname !== pathname) ahead.delete(path);
}

/**
 * The answer read ahead for `path`, taken once, if it was read for the token still stored and is
 * fresh; otherwise (none, another user's, too old, or failed) `read()`'s.
 */
export function takeAhead<T>(path: string, read: () => Promise<T>): Promise<T> {
  const early = ahead.get(path);
  ahead.delete(path);
  if (!early || early.token !== tokenStore.get() || Date.now() - early.at > READ_AHEAD_FRESH_MS)
    return read();
  return (early.answer as Promise<T>).catch(read);
}

/** What the page at `pathname` will read first, whoever is signed in: a dashboard's data, and the onboarding check before it. */
function readsOpening(pathname: string): string[] {
  const userType = userTypes.find((t) => homePath({ user_type: t }) === pathname);
  if (!userType) return [];
  return isOnboardingUserType(userType) ? ['requirements', 'dashboard'] : ['dashboard'];
}
