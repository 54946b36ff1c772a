import type { ReactNode } from 'react';
import type { resourceDetailScreen } from '../../../../machines/kit/resource-detail.screen';
import { FieldList, type Field } from './field-list';
import { DetailSection, ResourceDetailView, type DetailPageProps } from './resource-detail-view';

/**
 * A record without a workflow, shown as its fields (a holiday, a department): the generic detail
 * page with one Details section, keyed by id so another record starts afresh.
 */
export function RecordDetailView<Item>({
  logic,
  id,
  fields,
  children,
  ...page
}: Omit<DetailPageProps<Item, never>, 'sections'> & {
  logic: typeof resourceDetailScreen;
  id: string;
  fields: (item: Item) => readonly Field[];
  /** Sections after the details (notes on the record). */
  children?: (item: Item) => ReactNode;
}) {
  return (
    <ResourceDetailView<Item, never>
      key={id}
      logic={logic}
      id={id}
      workflow={null}
      {...page}
      sections={(r) => (
        <>
          <DetailSection id="fields" title="Details">
            <FieldList layout="table" fields={fields(r)} />
          </DetailSection>
          {children?.(r)}
        </>
      )}
    />
  );
}
