import { useParams, useRouterState } from '@tanstack/react-router';
import { z } from 'zod';
import type {
  ChartEvent,
  WorkflowDefinition,
  WorkflowSubject,
} from '../../../../machines/kit/workflow';
import { canExport } from '../../../domain/policy/capabilities';
import type { ResourceDefinition } from '../../../domain/resources/define';
import {
  listSearchOf,
  type ListQueryDescriptor,
  type RawSearch,
} from '../../../domain/resources/list-query';
import { resourceListLogic } from '../../actors/resource-list';
import { workflowDetailLogic } from '../../actors/workflow-resource';
import { useShell } from '../../features/shell/shell-page';
import { FieldList } from './field-list';
import { itemColumns, itemFieldList, itemFilters, type ItemFields } from './item-fields';
import { DetailSection } from './resource-detail-view';
import { listWords } from './list-words';
import type { ListPageProps } from './resource-list-view';
import { ResourceListView } from './resource-list-view';
import { WorkflowDetailView } from './workflow-detail-view';

/** What a workflow resource says about its two pages; the rest derives from its definitions. */
export interface WorkflowPagesOf<
  Item extends { id: string },
  D extends ListQueryDescriptor,
  S,
  F,
  A extends string,
  E extends ChartEvent,
  LK extends string,
  DK extends string,
> {
  /** Its labels name the pages, its first spec path is the list's, its query the list's filters and sorts. */
  resource: Pick<
    ResourceDefinition<Item, D>,
    'name' | 'apiPath' | 'specPaths' | 'listPath' | 'labels' | 'item' | 'page' | 'query'
  >;
  /**
   * The shared status workflow (`defineStatusWorkflow`): the detail's buttons are its definition's
   * actions, its name keys the record in the detail, and the chart reads an item as `subjectOfItem` does.
   */
  workflow: {
    definition: WorkflowDefinition<S, F, A, E>;
    subjectOfItem: (item: Item) => WorkflowSubject<S, F>;
  };
  /** The list's columns in order; the first links to the record. */
  columns: ItemFields<Item, LK>;
  /** The detail's fields in order. */
  fields: ItemFields<Item, DK>;
  /** The detail's heading once loaded; the singular label until then, and without this. */
  title?: (item: Item) => string;
}

/**
 * A workflow resource's list and detail props, derived: the list's words and path from its labels
 * (`listWords`), the detail's title and back link likewise, the columns, filters and fields from the field specs.
 */
export function workflowPageProps<
  Item extends { id: string },
  D extends ListQueryDescriptor,
  S,
  F,
  A extends string,
  E extends ChartEvent,
  LK extends string,
  DK extends string,
>(p: WorkflowPagesOf<Item, D, S, F, A, E, LK, DK>) {
  const { resource: r } = p;
  const { path } = listWords(r);
  const { singular, plural } = r.labels;
  const columns = p.columns as Readonly<Record<string, ItemFields<Item, string>[string]>>;
  const fields = p.fields as typeof columns;
  const list: ListPageProps<Item, D> = {
    resource: r,
    columns: itemColumns<Item>(columns, path, r.query.sorts),
    fields: itemFilters<Item, D>(r.query, columns, fields),
  };
  const itemOf = (detail: Record<string, Item>) => detail[p.workflow.definition.name]!;
  const detail = {
    title: (d: Record<string, Item> | null) => (d && p.title ? p.title(itemOf(d)) : singular),
    back: { href: path, label: `← ${plural}` },
    noun: singular.toLowerCase(),
    subjectOf: (d: Record<string, Item>) => p.workflow.subjectOfItem(itemOf(d)),
    sections: (d: Record<string, Item>) => (
      <DetailSection id="fields" title="Details">
        <FieldList layout="table" fields={itemFieldList(fields, itemOf(d))} />
      </DetailSection>
    ),
  };
  return { list, detail };
}

/**
 * A status workflow's list and detail pages on the kit (docs/views.md): the route files give them
 * their URL; each reads its route's search or id, and the list offers its CSV to who may export.
 */
export function workflowPages<
  Item extends { id: string },
  D extends ListQueryDescriptor,
  S,
  F,
  A extends string,
  E extends ChartEvent,
  LK extends string,
  DK extends string,
>(p: WorkflowPagesOf<Item, D, S, F, A, E, LK, DK>) {
  const { list, detail } = workflowPageProps(p);
  const listLogic = resourceListLogic(p.resource);
  // The detail's `actions` ride along unread: the page asks the shared definition.
  const detailLogic = workflowDetailLogic(
    p.resource.apiPath.slice(1),
    z.object({ [p.workflow.definition.name]: p.resource.item }),
  );
  function List() {
    const { user } = useShell();
    // Read as the route's validateSearch (`listSearch` of the same query) reads it.
    const raw = useRouterState({ select: (r) => r.location.search as RawSearch });
    const search = listSearchOf(p.resource.query, raw);
    const exportable = Boolean(user && canExport(user));
    return <ResourceListView logic={listLogic} search={search} exportable={exportable} {...list} />;
  }
  function Detail() {
    const { id } = useParams({ strict: false }) as { id: string };
    return (
      <WorkflowDetailView
        logic={detailLogic}
        id={id}
        definition={p.workflow.definition}
        {...detail}
      />
    );
  }
  return { List, Detail };
}
