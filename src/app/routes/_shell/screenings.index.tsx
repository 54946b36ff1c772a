import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { screeningsQuery } from '../../../domain/resources/screenings-query';
import { OrderScreenings } from '../../features/screenings/order-screenings';
import { ScreeningListView } from '../../features/screenings/screenings-pages';
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
