import { bulkScreen } from '../../../../machines/kit/bulk.screen';
import type { Subject } from '../../../domain/policy/capabilities';
import { bulkActionsOf, type ActionMeta } from '../../../domain/workflow/action-meta';
import { workflowBulk } from '../../actors/workflow-resource';
import { BulkBar } from './bulk-bar';
import type { ListBulk } from './resource-list-view';

interface Options<Item, A extends string> {
  /** The resource's API path, whose `bulk/preview|apply` `registerWorkflow` serves, e.g. `time_off_requests`. */
  path: string;
  /** Narrows the workflow's actions to those the list means to offer; all of them by default. */
  only?: readonly A[];
  /** One row in the dialog's words: "Checking each {noun}…". */
  noun: string;
  /** How a row's checkbox reads to a screen reader. */
  checkbox(row: Item): string;
  /** How a selected row reads in the dialog's preview and results. */
  row(row: Item): string;
}

/**
 * A workflow resource's bulk actions for `ResourceListView`'s `bulk` prop: made once per list
 * (the chart with the resource's preview and apply), then asked per user, it offers the actions
 * spec §6 ever lets that user take (none: no selection at all); the server's preview judges each row.
 */
export function workflowListBulk<Item extends { id: string }, A extends string>(
  definition: { actions: Readonly<Record<A, ActionMeta>> },
  { path, only, noun, checkbox, row }: Options<Item, A>,
): (user: Subject | null) => ListBulk<Item> | undefined {
  const logic = bulkScreen.provide({ actors: workflowBulk(path) });
  return (user) => {
    const actions = bulkActionsOf(definition.actions, user, only);
    if (actions.length === 0) return undefined;
    return {
      label: checkbox,
      bar: ({ selected, rows, reload }) => (
        <BulkBar
          logic={logic}
          meta={definition.actions}
          actions={actions}
          selected={selected}
          labels={() =>
            Object.fromEntries(
              rows.filter((r) => selected.includes(r.id)).map((r) => [r.id, row(r)]),
            )
          }
          noun={noun}
          onApplied={reload}
        />
      ),
    };
  };
}
