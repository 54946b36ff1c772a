import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { documentsQuery } from '../../../resources/documents/query';
import { DocumentListView } from '../../../resources/documents/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/platform_documents')({
  validateSearch: listSearch(documentsQuery),
  component: function Documents() {
    const { user } = useShell();
    return (
      <DocumentListView
        page="platform"
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        uploadable={Boolean(user && user.user_type !== 'sales_partner' && user.user_type !== 'eor')}
      />
    );
  },
});
