import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';

export const Route = createFileRoute('/help')({
  staticData: { placeholder: true },
  component: () => <ShellPage path="/help" />,
});
