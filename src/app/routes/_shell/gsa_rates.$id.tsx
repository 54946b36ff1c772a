import { createFileRoute } from '@tanstack/react-router';
import { gsaRatesForm } from '../../../resources/gsa-rates/form';
import { GsaRateDetailView } from '../../../resources/gsa-rates/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/gsa_rates/$id')({
  staticData: { specPath: '/gsa_rates' },
  component: function GsaRateDetail() {
    const { user } = useShell();
    return (
      <GsaRateDetailView
        id={Route.useParams().id}
        editable={Boolean(user && gsaRatesForm.may.update(user))}
      />
    );
  },
});
