import { createFileRoute } from '@tanstack/react-router';
import { notificationsQuery } from '../../../resources/notifications/query';
import { NotificationsView } from '../../../resources/notifications/pages';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/notifications')({
  validateSearch: listSearch(notificationsQuery),
  component: function Notifications() {
    return <NotificationsView search={Route.useSearch()} />;
  },
});
