import { createFileRoute } from '@tanstack/react-router';
import { holidaysForm } from '../../../resources/holidays/form';
import { HolidayDetailView } from '../../../resources/holidays/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/holidays/$id')({
  staticData: { specPath: '/holidays' },
  component: function HolidayDetail() {
    const { user } = useShell();
    return (
      <HolidayDetailView
        id={Route.useParams().id}
        editable={Boolean(user && holidaysForm.may.update(user))}
      />
    );
  },
});
