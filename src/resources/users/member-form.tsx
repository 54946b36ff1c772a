import type { FormDefinition } from '../../domain/resources/form';
import type { ResourceDefinition } from '../../domain/resources/define';
import type { Subject } from '../../domain/policy/capabilities';
import { ResourceFormView } from '../../app/components/kit/resource-form-view';

/** Invite a user (no id) or change one's name and role (`id`), on the form kit. */
export function MemberFormView(props: {
  def: Pick<ResourceDefinition<unknown>, 'apiPath'>;
  form: FormDefinition;
  user: Subject;
  id?: string;
  inviteTitle: string;
  cancelHref: string;
  savedHref: (id: string) => string;
}) {
  return (
    <ResourceFormView
      key={props.id ?? 'new'}
      apiPath={props.def.apiPath}
      form={props.form}
      user={props.user}
      id={props.id}
      title={props.id ? 'Edit user' : props.inviteTitle}
      cancelHref={props.cancelHref}
      savedHref={props.savedHref}
      submitLabel={props.id ? 'Save' : 'Send invitation'}
    />
  );
}
