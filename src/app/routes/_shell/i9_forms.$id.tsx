import { createFileRoute } from '@tanstack/react-router';
import { I9FormDetailView } from '../../../resources/i9-forms/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/i9_forms/$id')({
  component: function I9FormDetail() {
    const { user } = useShell();
    const id = Route.useParams().id;
    if (!user) return null;
    return <I9FormDetailView id={id} user={user} />;
  },
});
