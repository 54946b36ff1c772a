import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/people/profile-page';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/profile')({
  component: function Profile() {
    const { user } = useShell();
    return user ? <ProfilePage user={user} /> : null;
  },
});
