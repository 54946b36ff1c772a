import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { payrollSettingsForm } from '../../../resources/payroll-runs/form';
import { payrollSettingsResource } from '../../../resources/payroll-runs/contract';
import { ResourceFormView } from '../../components/kit/resource-form-view';
import { PayrollSettingsView } from '../../../resources/payroll-runs/settings';
import { useShell } from '../../features/shell/shell-page';
import type { RawSearch } from '../../lib/search-params';
import { uuid } from '../../lib/search-params';
import { LoadError } from '../../components/kit/load-error';

/** The partners' payroll settings; `?id=new` adds a partner's, `?id=<id>` changes one. */
export const Route = createFileRoute('/_shell/payroll_settings')({
  validateSearch: (raw: RawSearch): { id?: string } => ({
    id: raw.id === 'new' ? 'new' : uuid(raw.id),
  }),
  component: function PayrollSettingsPage() {
    const { user } = useShell();
    const { id } = Route.useSearch();
    if (!user) return null;
    if (!id) return <PayrollSettingsView exportable={canExport(user)} />;
    const editing = id === 'new' ? undefined : id;
    if (!payrollSettingsForm.may[editing ? 'update' : 'create'](user))
      return <LoadError look="notice" message="You are not allowed to change payroll settings." />;
    return (
      <ResourceFormView
        key={id}
        apiPath={payrollSettingsResource.apiPath}
        form={payrollSettingsForm}
        user={user}
        id={editing}
        title={editing ? 'Edit payroll settings' : 'New payroll settings'}
        cancelHref="/payroll_settings"
        savedHref={() => '/payroll_settings'}
        submitLabel={editing ? 'Save' : 'Add payroll settings'}
      />
    );
  },
});
