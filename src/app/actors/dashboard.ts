import { fromPromise } from 'xstate';
import type { Dashboard } from '../../domain/contracts/dashboard';
import { http } from '../lib/http';
import { takeAhead } from '../lib/read-ahead';
import { withApiErrors } from './api-error';
import { dashboardAnswer } from './dashboard-answer';

export const loadDashboard = fromPromise<Dashboard>(({ signal }) =>
  withApiErrors(async () =>
    dashboardAnswer(await takeAhead('dashboard', () => http.get('dashboard', { signal }).json())),
  ),
);
