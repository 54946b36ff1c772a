import { fromPromise } from 'xstate';
import type { DashboardFigure } from '../../domain/contracts/shell';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';
import { dashboardFigures } from './dashboard-figures';

export const loadDashboard = fromPromise<DashboardFigure[]>(({ signal }) =>
  withApiErrors(async () => dashboardFigures(await http.get('dashboard', { signal }).json())),
);
