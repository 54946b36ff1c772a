import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../lib/list-search';
import { timesheetsQuery } from '../../../resources/timesheets/query';
import { TimesheetsPage } from '../../../resources/timesheets/pages';

export const Route = createFileRoute('/_shell/contractor/timesheets')({
  validateSearch: listSearch(timesheetsQuery),
  component: function Timesheets() {
    return <TimesheetsPage path="/contractor/timesheets" search={Route.useSearch()} />;
  },
});
