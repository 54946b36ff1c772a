import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/rates')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireUserType(args, 'admin', 'eor'),
  component: () => <ShellPage path="/rates" />,
});
