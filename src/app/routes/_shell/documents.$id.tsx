import { createFileRoute } from '@tanstack/react-router';
import { DocumentDetailView } from '../../../resources/documents/pages';

/** One document and its verification; opened from any document list. */
export const Route = createFileRoute('/_shell/documents/$id')({
  staticData: { specPath: '/contractor_documents' },
  component: function DocumentDetail() {
    return <DocumentDetailView id={Route.useParams().id} />;
  },
});
