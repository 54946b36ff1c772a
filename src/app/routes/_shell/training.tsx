import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { parseListSearch } from '../../../domain/resources/list-query';
import { OrderScreenings } from '../../../resources/screenings/order';
import { ScreeningListView } from '../../../resources/screenings/pages';
import { screeningsQuery } from '../../../resources/screenings/query';
import { useShell } from '../../features/shell/shell-page';

const TRAINING = parseListSearch(screeningsQuery, { type: 'training' });

/** `/training`: the training step's page, the screenings list narrowed to training. */
export const Route = createFileRoute('/_shell/training')({
  component: function Training() {
    const { user } = useShell();
    return (
      <ScreeningListView
        title="Training"
        search={TRAINING}
        exportable={Boolean(user && canExport(user))}
        actions={user && <OrderScreenings user={user} only="training" />}
      />
    );
  },
});
