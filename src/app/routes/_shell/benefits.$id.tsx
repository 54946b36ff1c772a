import { createFileRoute } from '@tanstack/react-router';
import { benefitsForm } from '../../../resources/benefits/form';
import { BenefitDetailView } from '../../../resources/benefits/pages';
import { useShell } from '../../features/shell/shell-page';

export const Route = createFileRoute('/_shell/benefits/$id')({
  component: function BenefitDetail() {
    const { user } = useShell();
    return (
      <BenefitDetailView
        id={Route.useParams().id}
        editable={Boolean(user && benefitsForm.may.update(user))}
      />
    );
  },
});
