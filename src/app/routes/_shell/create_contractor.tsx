import { createFileRoute } from '@tanstack/react-router';
import { contractorsResource } from '../../../domain/resources/contractors';
import { contractorsForm } from '../../../domain/resources/contractors-form';
import { ResourceFormView } from '../../components/kit/resource-form-view';
import { useShell } from '../../features/shell/shell-page';

/** A new contractor, invited by email into onboarding (spec §6: partners, EORs, admins, client owners who add assignments). */
export const Route = createFileRoute('/_shell/create_contractor')({
  component: function CreateContractor() {
    const { user } = useShell();
    if (!user) return null;
    return (
      <ResourceFormView
        apiPath={contractorsResource.apiPath}
        form={contractorsForm}
        user={user}
        title="New contractor"
        cancelHref="/contractors"
        savedHref={(saved) => `/contractors/${saved}`}
        submitLabel="Create and invite"
      />
    );
  },
});
