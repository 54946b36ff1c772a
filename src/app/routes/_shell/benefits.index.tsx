import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { benefitsForm } from '../../../resources/benefits/form';
import { benefitsQuery } from '../../../resources/benefits/query';
import { BenefitListView } from '../../../resources/benefits/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/benefits/')({
  validateSearch: listSearch(benefitsQuery),
  component: function BenefitList() {
    const { user } = useShell();
    return (
      <BenefitListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && benefitsForm.may.create(user))}
      />
    );
  },
});
