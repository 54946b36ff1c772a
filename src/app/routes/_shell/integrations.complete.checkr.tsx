import { createFileRoute } from '@tanstack/react-router';
import { CompleteScreeningPage } from '../../../resources/screenings/complete';
import { useShell } from '../../features/shell/shell-page';
import { text, type RawSearch } from '../../lib/search-params';

export const Route = createFileRoute('/_shell/integrations/complete/checkr')({
  validateSearch: (raw: RawSearch): { reference?: string } => ({
    reference: text(raw.reference, 200),
  }),
  component: function CompleteCheckr() {
    const { user } = useShell();
    return (
      <CompleteScreeningPage
        reference={Route.useSearch().reference}
        userType={user?.user_type ?? 'contractor'}
      />
    );
  },
});
