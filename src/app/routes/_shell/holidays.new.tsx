import { createFileRoute } from '@tanstack/react-router';
import { HolidayFormView } from '../../features/holidays/holidays-pages';
import { uuid, type RawSearch } from '../../lib/search-params';

/** The spec has no create route here: the form lives under the list, `?id=` edits one. */
export const Route = createFileRoute('/_shell/holidays/new')({
  staticData: { specPath: '/holidays' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewHoliday() {
    return <HolidayFormView id={Route.useSearch().id} />;
  },
});
