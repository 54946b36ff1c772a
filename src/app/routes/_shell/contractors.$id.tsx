import { createFileRoute } from '@tanstack/react-router';
import { ContractorDetailView } from '../../../resources/contractors/pages';

export const Route = createFileRoute('/_shell/contractors/$id')({
  component: function ContractorDetail() {
    return <ContractorDetailView id={Route.useParams().id} />;
  },
});
