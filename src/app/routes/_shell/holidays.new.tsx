import { createFileRoute } from '@tanstack/react-router';
import { holidaysForm } from '../../../resources/holidays/form';
import { holidaysResource } from '../../../resources/holidays/contract';
import { RecordFormView } from '../../features/client-org/record-form-view';
import { uuid, type RawSearch } from '../../lib/search-params';

/** The spec has no create route here: the form lives under the list, `?id=` edits one. */
export const Route = createFileRoute('/_shell/holidays/new')({
  staticData: { specPath: '/holidays' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewHoliday() {
    return (
      <RecordFormView
        id={Route.useSearch().id}
        apiPath={holidaysResource.apiPath}
        form={holidaysForm}
        path="/holidays"
        noun="holiday"
        plural="holidays"
      />
    );
  },
});
