import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/contractor/employee_handbook')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireUserType(args, 'contractor'),
  component: () => <ShellPage path="/contractor/employee_handbook" />,
});
