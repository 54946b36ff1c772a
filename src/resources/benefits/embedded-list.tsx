import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { resourceListScreen } from '../../../machines/kit/resource-list.screen';
import type { Column } from '../../app/components/kit/data-table';
import { DataTable } from '../../app/components/kit/data-table';
import { LoadError } from '../../app/components/kit/load-error';

const noLinks = { withFilter: () => '' };

/**
 * A first page of a resource's list inside another page (plans on /benefits, dependents on an
 * enrollment), on the kit's list chart; `reloadKey` changes after a save to load it again.
 */
export function EmbeddedList<Item extends { id: string }>(props: {
  logic: typeof resourceListScreen;
  query: Record<string, unknown>;
  columns: readonly Column<Item>[];
  caption: string;
  empty: string;
  children?: (reload: () => void) => ReactNode;
}) {
  const ref = useActorRef(props.logic, {
    input: { query: { page: 1, per_page: 50, ...props.query }, exportable: false },
  });
  const s = useSelector(ref, (snap) => snap);
  const rows = (s.context.page?.data ?? []) as Item[];
  return (
    <>
      {props.children?.(() => ref.send({ type: 'list.reload' }))}
      {s.context.error && (
        <LoadError message={s.context.error} onRetry={() => ref.send({ type: 'list.retry' })} />
      )}
      {s.context.page && rows.length === 0 && (
        <p className="mt-3 text-sm text-slate-500">{props.empty}</p>
      )}
      {rows.length > 0 && (
        <DataTable<Item>
          rows={rows}
          columns={props.columns}
          caption={props.caption}
          sort={String(props.query.sort ?? '')}
          onSort={() => {}}
          links={noLinks}
        />
      )}
    </>
  );
}
