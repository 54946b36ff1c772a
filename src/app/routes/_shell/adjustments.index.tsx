import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { adjustmentsForm } from '../../../resources/adjustments/form';
import { adjustmentsQuery } from '../../../resources/adjustments/query';
import { AdjustmentListView } from '../../../resources/adjustments/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/adjustments/')({
  validateSearch: listSearch(adjustmentsQuery),
  component: function AdjustmentList() {
    const { user } = useShell();
    return (
      <AdjustmentListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && adjustmentsForm.may.create(user))}
      />
    );
  },
});
