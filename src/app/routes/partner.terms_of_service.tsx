import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/partner/terms_of_service')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireUserType(args, 'partner'),
  component: () => <ShellPage path="/partner/terms_of_service" />,
});
