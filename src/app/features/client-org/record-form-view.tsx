import type { FormDefinition } from '../../../domain/resources/form';
import { ResourceFormView } from '../../components/kit/resource-form-view';
import { useShell } from '../shell/shell-page';
import { LoadError } from '../../components/kit/load-error';

/**
 * A New or Edit page on the form kit for a resource with a list and detail pages: `path` is its
 * list, `id` the record to edit; the create button says `submitLabel`, "Add <noun>" by default. A
 * user the form's `may` refuses is told so instead of a form the server would refuse.
 */
export function RecordFormView({
  id,
  apiPath,
  form,
  path,
  noun,
  plural,
  submitLabel = `Add ${noun}`,
}: {
  id?: string;
  apiPath: `/${string}`;
  form: FormDefinition;
  path: string;
  noun: string;
  plural: string;
  /** The create button (an I-9's section 1 is signed: "Sign section 1"); an edit says Save. */
  submitLabel?: string;
}) {
  const { user } = useShell();
  if (!user) return null;
  if (!form.may[id ? 'update' : 'create'](user))
    return (
      <LoadError
        look="notice"
        message={`You are not allowed to ${id ? 'change' : 'add'} ${plural}.`}
      />
    );
  return (
    <ResourceFormView
      key={id ?? 'new'}
      apiPath={apiPath}
      form={form}
      user={user}
      id={id}
      title={id ? `Edit ${noun}` : `New ${noun}`}
      cancelHref={id ? `${path}/${id}` : path}
      savedHref={(saved) => `${path}/${saved}`}
      submitLabel={id ? 'Save' : submitLabel}
    />
  );
}
