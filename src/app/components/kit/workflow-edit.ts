import {
  accepts,
  type ChartEvent,
  type WorkflowDefinition,
  type WorkflowSubject,
} from '../../../../machines/kit/workflow';
import type { User } from '../../../domain/contracts/user';

/** Edit is a chart event: the page offers its Edit button exactly when the chart takes that event now. */
export interface WorkflowEdit<Item, E> {
  event: (user: User) => E;
  href: (item: Item) => string;
}

/** The detail page's `editHref`: the edit page's address while the chart takes the edit event from this user, else null. */
export const editHrefOf =
  <Item, S, F, A extends string, E extends ChartEvent>(
    definition: WorkflowDefinition<S, F, A, E>,
    subjectOf: (item: Item) => WorkflowSubject<S, F>,
    edit: WorkflowEdit<Item, E>,
    user: User,
  ) =>
  (item: Item): string | null =>
    accepts(definition, subjectOf(item), edit.event(user)) ? edit.href(item) : null;
