import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';
import { requireUserType } from '../lib/guards';

export const Route = createFileRoute('/sales_partners/$id')({
  staticData: { placeholder: true },
  beforeLoad: (args) => requireUserType(args, 'admin', 'eor', 'sales_partner'),
  component: () => <ShellPage path="/sales_partners/{id}" />,
});
