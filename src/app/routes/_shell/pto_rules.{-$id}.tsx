import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { ptoRulesForm } from '../../../resources/pto/form';
import { ptoRulesQuery } from '../../../resources/pto/query';
import { PtoRuleFormView, PtoRuleListView } from '../../../resources/pto/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

/** `/pto_rules` lists the rules; `/pto_rules/new` adds one and `/pto_rules/{id}` edits it (spec: /pto_rules/{id?}). */
export const Route = createFileRoute('/_shell/pto_rules/{-$id}')({
  validateSearch: listSearch(ptoRulesQuery),
  component: function PtoRules() {
    const { user } = useShell();
    const { id } = Route.useParams();
    const search = Route.useSearch();
    if (id) return <PtoRuleFormView id={id === 'new' ? undefined : id} />;
    return (
      <PtoRuleListView
        search={search}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && ptoRulesForm.may.create(user))}
      />
    );
  },
});
