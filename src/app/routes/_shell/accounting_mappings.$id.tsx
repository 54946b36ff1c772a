import { createFileRoute } from '@tanstack/react-router';
import { accountingMappingsForm } from '../../../resources/accounting/form';
import { MappingDetailView } from '../../../resources/accounting/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/accounting_mappings/$id')({
  staticData: { specPath: '/accounting_mappings' },
  component: function MappingDetail() {
    const { user } = useShell();
    return (
      <MappingDetailView
        id={Route.useParams().id}
        editable={Boolean(user && accountingMappingsForm.may.update(user))}
      />
    );
  },
});
