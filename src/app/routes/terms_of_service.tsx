import { createFileRoute } from '@tanstack/react-router';
import { ShellPage } from '../features/shell/shell-page';

export const Route = createFileRoute('/terms_of_service')({
  staticData: { placeholder: true },
  component: () => <ShellPage path="/terms_of_service" />,
});
