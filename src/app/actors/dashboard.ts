import { fromPromise } from 'xstate';
import { Dashboard, type DashboardFigure } from '../../domain/contracts/shell';
import { http } from '../lib/http';
import { withApiErrors } from './api-error';

export const loadDashboard = fromPromise<DashboardFigure[]>(({ signal }) =>
  withApiErrors(async () => Dashboard.parse(await http.get('dashboard', { signal }).json()).figures),
);
