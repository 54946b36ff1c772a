import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { documentsQuery } from '../../../resources/documents/query';
import { DocumentListView } from '../../../resources/documents/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

/** The verification queue: documents waiting for an admin or a document verifier (spec §6). */
export const Route = createFileRoute('/_shell/verifications')({
  validateSearch: listSearch(documentsQuery),
  component: function Verifications() {
    const { user } = useShell();
    return (
      <DocumentListView
        page="verifications"
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        uploadable={false}
      />
    );
  },
});
