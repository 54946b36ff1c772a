import { createFileRoute } from '@tanstack/react-router';
import { TaxFormDetailView } from '../../../resources/tax-forms/pages';

export const Route = createFileRoute('/_shell/forms/$id')({
  component: function TaxFormDetail() {
    return <TaxFormDetailView id={Route.useParams().id} />;
  },
});
