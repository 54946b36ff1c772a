import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/admin/users')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireUserType(args, 'admin'),
  component: () => <ShellPage path="/admin/users" />,
});
