import { createFileRoute } from '@tanstack/react-router';
import { accountingMappingsForm } from '../../../domain/resources/accounting-mappings-form';
import { MappingDetailView } from '../../features/accounting/accounting-pages';
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
