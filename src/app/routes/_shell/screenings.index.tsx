import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { OrderScreenings } from '../../../resources/screenings/order';
import { ScreeningListView } from '../../../resources/screenings/pages';
import { screeningsQuery } from '../../../resources/screenings/query';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/screenings/')({
  validateSearch: listSearch(screeningsQuery),
  component: function ScreeningList() {
    const { user } = useShell();
    return (
      <ScreeningListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        actions={user && <OrderScreenings user={user} />}
      />
    );
  },
});
