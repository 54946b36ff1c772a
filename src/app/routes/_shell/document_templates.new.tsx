import { createFileRoute } from '@tanstack/react-router';
import { documentTemplatesResource } from '../../../resources/document-templates/contract';
import { documentTemplatesForm } from '../../../resources/document-templates/form';
import { RecordFormView } from '../../features/client-org/record-form-view';
import { uuid, type RawSearch } from '../../lib/search-params';

/** The spec has no create route here: the form lives under the list, `?id=` edits one. */
export const Route = createFileRoute('/_shell/document_templates/new')({
  staticData: { specPath: '/document_templates' },
  validateSearch: (raw: RawSearch): { id?: string } => ({ id: uuid(raw.id) }),
  component: function NewDocumentTemplate() {
    return (
      <RecordFormView
        id={Route.useSearch().id}
        apiPath={documentTemplatesResource.apiPath}
        form={documentTemplatesForm}
        path="/document_templates"
        noun="document template"
        plural="document templates"
      />
    );
  },
});
