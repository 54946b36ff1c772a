import { createFileRoute } from '@tanstack/react-router';
import { gsaRatesForm } from '../../../domain/resources/gsa-rates-form';
import { GsaRateDetailView } from '../../features/gsa-rates/gsa-rates-pages';
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
