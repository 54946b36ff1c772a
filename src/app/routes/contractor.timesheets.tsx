import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/contractor/timesheets')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireUserType(args, 'contractor'),
  component: () => <ShellPage path="/contractor/timesheets" />,
});
