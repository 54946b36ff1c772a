import { createFileRoute } from '@tanstack/react-router';
import { AgreementDetailView } from '../../../resources/agreements/pages';

export const Route = createFileRoute('/_shell/agreements/$id')({
  component: function AgreementDetail() {
    return <AgreementDetailView id={Route.useParams().id} />;
  },
});
