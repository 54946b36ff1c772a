import { createFileRoute } from '@tanstack/react-router';
import { ScreeningDetailView } from '../../../resources/screenings/pages';

export const Route = createFileRoute('/_shell/screenings/$id')({
  component: function ScreeningDetail() {
    return <ScreeningDetailView id={Route.useParams().id} />;
  },
});
