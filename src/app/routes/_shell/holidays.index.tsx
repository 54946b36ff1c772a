import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { holidaysForm } from '../../../resources/holidays/form';
import { holidaysQuery } from '../../../resources/holidays/query';
import { HolidayListView } from '../../../resources/holidays/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/holidays/')({
  validateSearch: listSearch(holidaysQuery),
  component: function HolidayList() {
    const { user } = useShell();
    return (
      <HolidayListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && holidaysForm.may.create(user))}
      />
    );
  },
});
