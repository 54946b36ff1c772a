import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import type { RawSearch } from '../../../domain/resources/list-query';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';
import { LogsPage, type LogTab } from '../../../resources/logs/pages';
import { accessLogsQuery, serviceLogsQuery } from '../../../resources/logs/query';

const accessSearch = listSearch(accessLogsQuery);
const serviceSearch = listSearch(serviceLogsQuery);

export const Route = createFileRoute('/_shell/logs')({
  validateSearch: (raw: RawSearch & SearchSchemaInput) => {
    const type: LogTab = raw.type === 'service' ? 'service' : 'access';
    return { type, ...(type === 'service' ? serviceSearch(raw) : accessSearch(raw)) };
  },
  component: function Logs() {
    const { user } = useShell();
    const { type, ...search } = Route.useSearch();
    return <LogsPage tab={type} search={search} exportable={Boolean(user && canExport(user))} />;
  },
});
