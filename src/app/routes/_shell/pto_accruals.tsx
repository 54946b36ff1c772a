import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { ptoAccrualsQuery } from '../../../resources/pto/query';
import { PtoAccrualsView } from '../../../resources/pto/accruals';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/pto_accruals')({
  validateSearch: listSearch(ptoAccrualsQuery),
  component: function PtoAccruals() {
    const { user } = useShell();
    return (
      <PtoAccrualsView search={Route.useSearch()} exportable={Boolean(user && canExport(user))} />
    );
  },
});
