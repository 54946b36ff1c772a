import { createFileRoute } from '@tanstack/react-router';
import { IntegrationsListPage } from '../../../resources/integrations/pages';

export const Route = createFileRoute('/_shell/integrations/')({
  component: IntegrationsListPage,
});
