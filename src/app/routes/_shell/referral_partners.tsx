import { createFileRoute } from '@tanstack/react-router';
import { canExport, isAdmin } from '../../../domain/policy/capabilities';
import { partnersForm } from '../../../resources/partners/form';
import { partnersQuery } from '../../../resources/partners/query';
import { PartnerListView } from '../../../resources/partners/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

/** The partners list at its own spec §2 path: for a sales partner, the partners it referred. */
export const Route = createFileRoute('/_shell/referral_partners')({
  validateSearch: listSearch(partnersQuery),
  component: function ReferralPartners() {
    const { user } = useShell();
    return (
      <PartnerListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        byReferrer={Boolean(user && isAdmin(user))}
        creatable={Boolean(user && partnersForm.may.create(user))}
        title="Referral Partners"
        path="/referral_partners"
      />
    );
  },
});
