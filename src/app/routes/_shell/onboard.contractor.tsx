import { createFileRoute } from '@tanstack/react-router';
import { OnboardPage } from '../../../resources/onboarding/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/onboard/contractor')({
  component: function Onboard() {
    const { user } = useShell();
    return user ? <OnboardPage user={user} /> : null;
  },
});
