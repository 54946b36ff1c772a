import { createFileRoute } from '@tanstack/react-router';
import { accountingDefaultConfigsForm } from '../../../resources/accounting/form';
import { DefaultConfigDetailView } from '../../../resources/accounting/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/accounting_default_configs/$id')({
  staticData: { specPath: '/accounting_default_configs' },
  component: function DefaultConfigDetail() {
    const { user } = useShell();
    return (
      <DefaultConfigDetailView
        id={Route.useParams().id}
        editable={Boolean(user && accountingDefaultConfigsForm.may.update(user))}
      />
    );
  },
});
