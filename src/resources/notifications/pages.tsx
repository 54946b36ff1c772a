import { formatDate } from '../../domain/format/format';
import { NOTIFICATION_KINDS } from './kinds';
import { notificationsResource, type Notification } from './contract';
import { notificationsQuery, type NotificationSearch } from './query';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { SpaLink } from '../../app/components/nav/spa-link';
import { MarkReadBar } from './mark-read-bar';

const logic = resourceListLogic(notificationsResource);

const columns: Column<Notification>[] = [
  { header: 'When', sortKey: 'created_at', cell: (n) => formatDate(n.created_at) },
  {
    header: 'Notification',
    rowHeader: true,
    cell: (n) => (
      <div>
        <SpaLink
          href={n.link}
          className={`text-brand underline-offset-2 hover:underline ${n.read_at ? '' : 'font-semibold'}`}
        >
          {n.title}
        </SpaLink>
        <p className="text-sm text-slate-600 dark:text-slate-400">{n.body}</p>
      </div>
    ),
  },
  { header: 'Kind', cell: (n) => NOTIFICATION_KINDS[n.kind] },
  { header: 'State', cell: (n) => (n.read_at ? 'Read' : 'Unread') },
];

/** /notifications: the caller's own notifications, newest first, each naming and linking its record. */
export function NotificationsView({ search }: { search: NotificationSearch }) {
  return (
    <ResourceListView<Notification, typeof notificationsQuery>
      resource={notificationsResource}
      logic={logic}
      search={search}
      exportable={false}
      columns={columns}
      fields={{
        state: { label: 'State', valueLabel: (v) => (v === 'unread' ? 'Unread' : 'Read') },
        kind: {
          label: 'Kind',
          valueLabel: (v) => NOTIFICATION_KINDS[v as Notification['kind']] ?? v,
        },
      }}
      bulk={{
        label: (n) => `Choose “${n.title}”`,
        bar: ({ selected, reload }) => <MarkReadBar selected={selected} reload={reload} />,
      }}
    />
  );
}
