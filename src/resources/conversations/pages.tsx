import { conversationsResource, type ConversationSummary } from './contract';
import { formatDate } from '../../domain/format/format';
import { recordPath, type MessageRecordType } from './kinds';
import { conversationsQuery, type ConversationSearch } from './query';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { SpaLink } from '../../app/components/nav/spa-link';

const logic = resourceListLogic(conversationsResource);

export const RECORD_LABEL: Record<MessageRecordType, string> = {
  timesheet: 'Timesheet',
  invoice: 'Invoice',
  expense: 'Expense',
};

const columns: Column<ConversationSummary>[] = [
  linkColumn(conversationsResource, 'Subject', (c) =>
    c.unread > 0 ? <span className="font-semibold">{c.subject}</span> : c.subject,
  ),
  { header: 'With', cell: (c) => c.with_names },
  {
    header: 'About',
    cell: (c) =>
      c.record_type && c.record_id ? (
        <SpaLink
          href={recordPath(c.record_type, c.record_id)}
          className="text-brand underline-offset-2 hover:underline"
        >
          {RECORD_LABEL[c.record_type]}
        </SpaLink>
      ) : (
        '--'
      ),
  },
  {
    header: 'Unread',
    cell: (c) =>
      c.unread > 0 ? (
        <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white">
          <span className="sr-only">Unread: </span>
          {c.unread}
        </span>
      ) : (
        ''
      ),
  },
  {
    header: 'Last message',
    sortKey: 'last_message_at',
    cell: (c) => formatDate(c.last_message_at),
  },
];

/** Where "New message" starts: about the record the list is narrowed to, if it is. */
const newMessageHref = (search: ConversationSearch) =>
  search.record_type && search.record_id
    ? `/messages/new?record_type=${search.record_type}&record_id=${search.record_id}`
    : '/messages/new';

/**
 * /messages: the caller's conversations, latest first, unread ones in bold with their count; a
 * record's page links here narrowed to the conversations about it.
 */
export function ConversationsListView({
  search,
  exportable,
}: {
  search: ConversationSearch;
  exportable: boolean;
}) {
  const about = search.record_type && search.record_id ? RECORD_LABEL[search.record_type] : null;
  return (
    <ResourceListView<ConversationSummary, typeof conversationsQuery>
      resource={conversationsResource}
      words={about ? { empty: `No conversation about this ${about.toLowerCase()} yet.` } : {}}
      logic={logic}
      search={search}
      exportable={exportable}
      columns={columns}
      actions={
        <SpaLink
          href={newMessageHref(search)}
          className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
        >
          {about ? `New message about this ${about.toLowerCase()}` : 'New message'}
        </SpaLink>
      }
      fields={{
        record_type: {
          label: 'About',
          valueLabel: (v) => RECORD_LABEL[v as MessageRecordType] ?? v,
        },
        record_id: {
          label: 'Record',
          nameIn: (c) => [c.record_id ?? '', c.record_type ? RECORD_LABEL[c.record_type] : ''],
        },
        subject: { label: 'Subject' },
      }}
    />
  );
}
