import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { SpaLink } from '../../app/components/nav/spa-link';
import { truncate } from '../../domain/format/format';
import {
  ACCESS_KIND_LABEL,
  SERVICE_JOB_LABEL,
  type AccessKind,
  type ServiceJob,
} from '../../domain/logs/kinds';
import {
  type AccessLog,
  accessLogsResource,
  type ServiceLog,
  serviceLogsResource,
} from './contract';
import {
  accessLogsQuery,
  serviceLogsQuery,
  type AccessLogSearch,
  type ServiceLogSearch,
} from './query';

export const LOG_TABS = ['access', 'service'] as const;
export type LogTab = (typeof LOG_TABS)[number];

const accessLogic = resourceListLogic(accessLogsResource);
const serviceLogic = resourceListLogic(serviceLogsResource);

/** An instant to the second, in UTC: logs are compared across offices and servers. */
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
const link = 'text-brand underline-offset-2 hover:underline';

const accessColumns: Column<AccessLog>[] = [
  { header: 'When', sortKey: 'occurred_at', cell: (l) => when(l.occurred_at) },
  {
    header: 'Who',
    rowHeader: true,
    cell: (l, links) =>
      l.user_id ? (
        <SpaLink href={links.withFilter({ user_id: l.user_id })} className={link}>
          {l.user_name ?? l.email ?? l.user_id}
        </SpaLink>
      ) : (
        (l.email ?? '--')
      ),
  },
  {
    header: 'What',
    cell: (l, links) => (
      <>
        <SpaLink href={links.withFilter({ kind: l.kind })} className={link}>
          {ACCESS_KIND_LABEL[l.kind]}
        </SpaLink>
        {l.api_key_name && <span className="block text-xs">key “{l.api_key_name}”</span>}
      </>
    ),
  },
  { header: 'Request', cell: (l) => <code className="text-xs">{`${l.method} ${l.path}`}</code> },
  { header: 'Status', align: 'right', cell: (l) => l.status },
  {
    header: 'From',
    cell: (l, links) =>
      l.ip ? (
        <SpaLink href={links.withFilter({ ip: l.ip })} className={link}>
          {l.ip}
        </SpaLink>
      ) : (
        '--'
      ),
  },
  { header: 'Browser', cell: (l) => truncate(l.user_agent, 40) },
];

const serviceColumns: Column<ServiceLog>[] = [
  { header: 'When', sortKey: 'occurred_at', cell: (l) => when(l.occurred_at) },
  { header: 'Job', rowHeader: true, cell: (l) => SERVICE_JOB_LABEL[l.job] },
  {
    header: 'Level',
    cell: (l) => (
      <span
        className={l.level === 'error' ? 'font-medium text-red-700 dark:text-red-400' : undefined}
      >
        {l.level === 'error' ? 'Error' : 'Info'}
      </span>
    ),
  },
  { header: 'Message', cell: (l) => truncate(l.message, 160) },
  {
    header: 'Took',
    align: 'right',
    cell: (l) => (l.duration_ms === null ? '--' : `${l.duration_ms} ms`),
  },
];

function Tabs({ current }: { current: LogTab }) {
  const tab = (t: LogTab, label: string) => (
    <SpaLink
      href={`/logs?type=${t}`}
      aria-current={current === t ? 'page' : undefined}
      className={`border-b-2 px-3 py-2 text-sm font-medium ${current === t ? 'border-brand text-brand' : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400'}`}
    >
      {label}
    </SpaLink>
  );
  return (
    <nav
      aria-label="Logs"
      className="mb-4 flex gap-2 border-b border-slate-200 dark:border-slate-800"
    >
      {tab('access', 'Access Logs')}
      {tab('service', 'Service Logs')}
    </nav>
  );
}

/** /logs?type=access: who signed in, from where, and what they changed. */
function AccessLogsView({ search, exportable }: { search: AccessLogSearch; exportable: boolean }) {
  return (
    <ResourceListView<AccessLog, typeof accessLogsQuery>
      resource={accessLogsResource}
      logic={accessLogic}
      search={search}
      exportable={exportable}
      columns={accessColumns}
      fields={{
        kind: { label: 'Action', valueLabel: (v) => ACCESS_KIND_LABEL[v as AccessKind] ?? v },
        user_id: { label: 'User', nameIn: (l) => [l.user_id ?? '', l.user_name ?? l.email ?? ''] },
        occurred: { label: 'Date' },
        ip: { label: 'IP address' },
      }}
    />
  );
}

/** /logs?type=service: background jobs' runs and failures. */
function ServiceLogsView({
  search,
  exportable,
}: {
  search: ServiceLogSearch;
  exportable: boolean;
}) {
  return (
    <ResourceListView<ServiceLog, typeof serviceLogsQuery>
      resource={serviceLogsResource}
      logic={serviceLogic}
      search={search}
      exportable={exportable}
      columns={serviceColumns}
      fields={{
        job: { label: 'Job', valueLabel: (v) => SERVICE_JOB_LABEL[v as ServiceJob] ?? v },
        level: { label: 'Level', valueLabel: (v) => (v === 'error' ? 'Error' : 'Info') },
        occurred: { label: 'Date' },
      }}
    />
  );
}

/** /logs: the Logs group's two lists (spec §2), one tab each; each tab keeps its own filters in the URL. */
export function LogsPage({
  tab,
  search,
  exportable,
}: {
  tab: LogTab;
  search: AccessLogSearch | ServiceLogSearch;
  exportable: boolean;
}) {
  return (
    <>
      <Tabs current={tab} />
      {tab === 'service' ? (
        <ServiceLogsView
          key="service"
          search={search as ServiceLogSearch}
          exportable={exportable}
        />
      ) : (
        <AccessLogsView key="access" search={search as AccessLogSearch} exportable={exportable} />
      )}
    </>
  );
}
