import { createFileRoute, Navigate } from '@tanstack/react-router';
import { homePath } from '../../../domain/redirect/home-path';
import { useShell } from '../../features/shell/shell-page';

/** Spec §2 /dashboard: the signed-in user's own dashboard, that of their user type (spec §5's home). */
export const Route = createFileRoute('/_shell/dashboard')({
  component: function Dashboard() {
    const { user } = useShell();
    if (!user) return null;
    // A path of the route tree chosen at run time: TanStack's `to` is typed for literals only.
    return <Navigate to={homePath(user) as '/'} replace />;
  },
});
