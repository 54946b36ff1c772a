import { createFileRoute } from '@tanstack/react-router';
import { PermissionsPage } from '../../features/people/permissions-page';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/permissions')({
  component: function Permissions() {
    const { user } = useShell();
    if (!user) return null;
    return (
      <PermissionsPage user={user} role={[user.user_type, user.role].filter(Boolean).join(', ')} />
    );
  },
});
