import { fromPromise } from 'xstate';
import type { Dashboard } from '../../domain/contracts/dashboard';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';
import { dashboardAnswer } from './dashboard-answer';

/** How long an answer asked for ahead still serves the page's first load (a page opened later asks anew). */
const AHEAD_MS = 10_000;
let ahead: { at: number; answer: Promise<unknown> } | undefined;

/**
 * Issue 30: on a signed-in first visit to a dashboard the page asks for its figures only once its
 * guards have passed, and they wait for `/v2/user`, then the onboarding check (`/v2/requirements`).
 * Called as soon as the user is known, this asks beside the guards; the page's first load takes
 * the answer (or its error, reported as the page's own request's would be).
 */
export function fetchDashboardAhead(): void {
  const answer = http.get('dashboard').json();
  // Until the page takes it the answer has no reader: a failure then is not an unhandled rejection.
  answer.catch(() => undefined);
  ahead = { at: Date.now(), answer };
}

function takeAhead(): Promise<unknown> | undefined {
  const taken = ahead;
  ahead = undefined;
  return taken && Date.now() - taken.at < AHEAD_MS ? taken.answer : undefined;
}

export const loadDashboard = fromPromise<Dashboard>(({ signal }) =>
  withApiErrors(async () =>
    dashboardAnswer(await (takeAhead() ?? http.get('dashboard', { signal }).json())),
  ),
);
