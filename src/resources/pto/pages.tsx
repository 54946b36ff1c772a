import { Link } from '@tanstack/react-router';
import { type PtoRule, ptoRulesResource } from './contract';
import { formatDecimal2, orMissing } from '../../domain/format/format';
import { coverageLabel } from './coverage';
import { accrualMethodLabel, ptoRulesForm } from './form';
import { ptoRulesQuery, type PtoRuleSearch } from './query';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { ResourceFormView } from '../../app/components/kit/resource-form-view';
import { useShell } from '../../app/features/shell/shell-page';
import { LoadError } from '../../app/components/kit/load-error';

const PATH = '/pto_rules';

const listLogic = resourceListLogic(ptoRulesResource);

const hours = (h: number | null) => (h === null ? '--' : `${formatDecimal2(h)} h`);

/** "1.00 h per 30 h worked" or "4.00 h per pay period": the rule's earning in words. */
export const earning = (r: PtoRule) =>
  r.accrual_method === 'per_hour_worked'
    ? `${hours(r.earned_hundredths)} per ${r.per_hours_worked ?? '--'} h worked`
    : `${hours(r.earned_hundredths)} per pay period`;

const columns: Column<PtoRule>[] = [
  linkColumn(ptoRulesResource, 'Name', (r) => r.name, { sortKey: 'name' }),
  { header: 'Partner', cell: (r) => orMissing(r.partner_name) },
  { header: 'Accrual', cell: (r) => `${accrualMethodLabel(r.accrual_method)}: ${earning(r)}` },
  { header: 'Annual cap', cell: (r) => hours(r.annual_cap_hundredths) },
  { header: 'Carry-over cap', cell: (r) => hours(r.carry_over_cap_hundredths) },
  { header: 'Waiting', cell: (r) => `${r.waiting_period_days} days` },
  { header: 'Applies to', cell: (r) => coverageLabel(r.applies_to) },
];

/** /pto_rules: the partner's PTO rules (admins: every partner's), each opening its edit form. */
export function PtoRuleListView({
  search,
  exportable,
  creatable,
}: {
  search: PtoRuleSearch;
  exportable: boolean;
  creatable: boolean;
}) {
  return (
    <ResourceListView<PtoRule, typeof ptoRulesQuery>
      resource={ptoRulesResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns}
      fields={{ accrual_method: { label: 'Accrual method' }, name: { label: 'Name' } }}
      actions={
        creatable && (
          <Link
            to="/pto_rules/{-$id}"
            params={{ id: 'new' }}
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
          >
            New PTO rule
          </Link>
        )
      }
    />
  );
}

/** /pto_rules/new and /pto_rules/{id}: the rule's form (the spec has no detail page), saved back to the list. */
export function PtoRuleFormView({ id }: { id?: string }) {
  const { user } = useShell();
  if (!user) return null;
  if (!ptoRulesForm.may[id ? 'update' : 'create'](user))
    return (
      <LoadError
        look="notice"
        message={`You are not allowed to ${id ? 'change' : 'add'} PTO rules.`}
      />
    );
  return (
    <ResourceFormView
      key={id ?? 'new'}
      apiPath={ptoRulesResource.apiPath}
      form={ptoRulesForm}
      user={user}
      id={id}
      title={id ? 'Edit PTO rule' : 'New PTO rule'}
      cancelHref={PATH}
      savedHref={() => PATH}
      submitLabel={id ? 'Save' : 'Add PTO rule'}
    />
  );
}
