import { createFileRoute } from '@tanstack/react-router';
import { documentTemplatesForm } from '../../../resources/document-templates/form';
import { DocumentTemplateDetailView } from '../../../resources/document-templates/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/document_templates/$id')({
  staticData: { specPath: '/document_templates' },
  component: function DocumentTemplateDetail() {
    const { user } = useShell();
    return (
      <DocumentTemplateDetailView
        id={Route.useParams().id}
        editable={Boolean(user && documentTemplatesForm.may.update(user))}
      />
    );
  },
});
