import { createActorContext } from '@xstate/react';
import { dashboardScreen } from '../../../../machines/dashboard/dashboard.screen';
import { loadDashboard } from '../../actors/dashboard';

export const DashboardContext = createActorContext(
  dashboardScreen.provide({ actors: { loadDashboard } }),
);
