import { createFileRoute } from '@tanstack/react-router';
import { adjustmentsForm } from '../../../domain/resources/adjustments-form';
import { AdjustmentDetailView } from '../../features/adjustments/adjustments-pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/adjustments/$id')({
  component: function AdjustmentDetail() {
    const { user } = useShell();
    return <AdjustmentDetailView id={Route.useParams().id} editable={Boolean(user && adjustmentsForm.may.update(user))} />;
  },
});
