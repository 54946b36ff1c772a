import { createFileRoute } from '@tanstack/react-router';
import { corpToCorpsForm } from '../../../resources/corp-to-corps/form';
import { CorpToCorpDetailView } from '../../../resources/corp-to-corps/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/corp_to_corps/$id')({
  component: function CorpToCorpDetail() {
    const { user } = useShell();
    return (
      <CorpToCorpDetailView
        id={Route.useParams().id}
        editable={Boolean(user && corpToCorpsForm.may.update(user))}
      />
    );
  },
});
