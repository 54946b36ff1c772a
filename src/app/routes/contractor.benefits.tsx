import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/contractor/benefits')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireUserType(args, 'contractor'),
  component: () => <ShellPage path="/contractor/benefits" />,
});
