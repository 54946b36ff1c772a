import { createFileRoute } from '@tanstack/react-router';
import { IntegrationsListPage } from '../../features/integrations/integrations-list-page';

export const Route = createFileRoute('/_shell/integrations/')({
  component: IntegrationsListPage,
});
