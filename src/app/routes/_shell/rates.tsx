import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { ratesQuery } from '../../../resources/rates/query';
import { RatesView } from '../../../resources/rates/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/rates')({
  validateSearch: listSearch(ratesQuery),
  component: function Rates() {
    const { user } = useShell();
    return <RatesView search={Route.useSearch()} exportable={Boolean(user && canExport(user))} />;
  },
});
