import { createFileRoute } from '@tanstack/react-router';
import { i9Section2Form } from '../../../resources/i9-forms/form';
import { i9FormsResource, i9Section2Resource } from '../../../resources/i9-forms/contract';
import { ResourceFormView } from '../../components/kit/resource-form-view';
import { useShell } from '../../features/shell/shell-page';
import { uuid, type RawSearch } from '../../lib/search-params';
import { LoadError } from '../../components/kit/load-error';

/** Section 2 of an I-9, by the employer: `?id=` names the I-9. */
export const Route = createFileRoute('/_shell/i9_forms/section2')({
  staticData: { specPath: '/i9_forms' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function I9Section2() {
    const { user } = useShell();
    const id = Route.useSearch().id;
    if (!user || !id) return null;
    if (!i9Section2Form.may.update(user))
      return <LoadError look="notice" message="Only the employer completes section 2." />;
    return (
      <ResourceFormView
        apiPath={i9Section2Resource.apiPath}
        loadPath={i9FormsResource.apiPath}
        form={i9Section2Form}
        user={user}
        id={id}
        title="Form I-9, section 2: Employer review and verification"
        cancelHref={`/i9_forms/${id}`}
        savedHref={(saved) => `/i9_forms/${saved}`}
        submitLabel="Sign section 2"
      />
    );
  },
});
