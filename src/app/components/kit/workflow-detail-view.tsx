import type { ReactNode } from 'react';
import {
  detailWorkflow,
  type resourceDetailScreen,
} from '../../../../machines/kit/resource-detail.screen';
import type {
  ChartEvent,
  WorkflowDefinition,
  WorkflowSubject,
} from '../../../../machines/kit/workflow';
import type { HistoryEntry } from '../../../domain/contracts/workflow';
import { useSession } from '../../features/session/provider';
import { HistoryTimeline } from './history-timeline';
import { editHrefOf, type WorkflowEdit } from './workflow-edit';
import { DetailSection, ResourceDetailView, type DetailPageProps } from './resource-detail-view';

interface Props<Item, S, F, A extends string, E extends ChartEvent> extends Omit<
  DetailPageProps<Item, HistoryEntry>,
  'sections' | 'editHref'
> {
  /** The detail chart with the resource's loader and action runner provided (`workflowDetailLogic`). */
  logic: typeof resourceDetailScreen;
  id: string;
  /** The shared workflow: what the signed-in user may do on this record is asked of it. */
  definition: WorkflowDefinition<S, F, A, E>;
  subjectOf: (item: Item) => WorkflowSubject<S, F>;
  /** The record's own sections; its history follows them when the resource keeps one. */
  sections: (item: Item, reload: () => void) => ReactNode;
  edit?: WorkflowEdit<Item, E>;
}

/**
 * Any workflow record's page: the record and its history loaded, the actions the shared definition
 * opens to the signed-in user, and the recorded steps last. Keyed by record and user, so another
 * record or a new sign-in starts afresh.
 */
export function WorkflowDetailView<Item, S, F, A extends string, E extends ChartEvent>({
  logic,
  id,
  definition,
  subjectOf,
  sections,
  edit,
  ...page
}: Props<Item, S, F, A, E>) {
  const { user } = useSession();
  const editHref = edit && user ? editHrefOf(definition, subjectOf, edit, user) : undefined;
  // The chart reads its workflow once, when it starts; the key starts it again for another user.
  const workflow = user ? detailWorkflow(definition, subjectOf, user) : null;
  return (
    <ResourceDetailView<Item, HistoryEntry>
      key={`${id}:${user?.id ?? ''}`}
      logic={logic}
      id={id}
      workflow={workflow}
      editHref={editHref}
      {...page}
      sections={(item, history, reload) => (
        <>
          {sections(item, reload)}
          {history !== null && (
            <DetailSection id="history" title="History">
              <HistoryTimeline entries={history} />
            </DetailSection>
          )}
        </>
      )}
    />
  );
}
