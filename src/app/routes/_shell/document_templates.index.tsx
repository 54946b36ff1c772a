import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { documentTemplatesForm } from '../../../resources/document-templates/form';
import { DocumentTemplateListView } from '../../../resources/document-templates/pages';
import { documentTemplatesQuery } from '../../../resources/document-templates/query';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/document_templates/')({
  validateSearch: listSearch(documentTemplatesQuery),
  component: function DocumentTemplateList() {
    const { user } = useShell();
    return (
      <DocumentTemplateListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && documentTemplatesForm.may.create(user))}
      />
    );
  },
});
