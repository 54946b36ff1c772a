import { createFileRoute } from '@tanstack/react-router';
import { AgreementDetailView } from '../../features/agreements/agreement-detail';

export const Route = createFileRoute('/_shell/agreements/$id')({
  component: function AgreementDetail() {
    return <AgreementDetailView id={Route.useParams().id} />;
  },
});
