import { createFileRoute } from '@tanstack/react-router';
import { licensesForm } from '../../../resources/licenses/form';
import { LicenseDetailView } from '../../../resources/licenses/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/licenses/$id')({
  staticData: { specPath: '/licenses' },
  component: function LicenseDetail() {
    const { user } = useShell();
    return (
      <LicenseDetailView
        id={Route.useParams().id}
        editable={Boolean(user && licensesForm.may.update(user))}
      />
    );
  },
});
