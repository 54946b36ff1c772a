import { createFileRoute } from '@tanstack/react-router';
import { partnersForm } from '../../../resources/partners/form';
import { PartnerDetailView } from '../../../resources/partners/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/partners/$id')({
  component: function PartnerDetail() {
    const { user } = useShell();
    return (
      <PartnerDetailView
        id={Route.useParams().id}
        editable={Boolean(user && partnersForm.may.update(user))}
      />
    );
  },
});
