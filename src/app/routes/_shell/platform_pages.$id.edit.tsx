import { createFileRoute } from '@tanstack/react-router';
import { isPlatformPage } from '../../../domain/platform-pages/pages';
import { platformPagesForm } from '../../../domain/resources/platform-pages-form';
import { platformPagesResource } from '../../../domain/resources/platform-pages';
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
