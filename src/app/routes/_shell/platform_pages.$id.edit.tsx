import { createFileRoute } from '@tanstack/react-router';
import { platformPagesResource } from '../../../resources/platform-pages/contract';
import { platformPagesForm } from '../../../resources/platform-pages/form';
import { isPlatformPage } from '../../../resources/platform-pages/page-ids';
import { RecordFormView } from '../../features/client-org/record-form-view';
import { LoadError } from '../../components/kit/load-error';

/** An admin writes the text of /terms, /privacy or /help; the form refuses everyone else. */
export const Route = createFileRoute('/_shell/platform_pages/$id/edit')({
  staticData: { specPath: '/terms' },
  component: function EditPlatformPage() {
    const { id } = Route.useParams();
    if (!isPlatformPage(id)) return <LoadError look="notice" message="There is no such page." />;
    return (
      <RecordFormView
        id={id}
        apiPath={platformPagesResource.apiPath}
        form={platformPagesForm}
        path=""
        noun="page text"
        plural="the platform’s pages"
      />
    );
  },
});
