import type { ReactNode } from 'react';

export type Field = readonly [label: string, value: ReactNode];

const layouts = {
  /** Many short fields side by side. */
  grid: 'grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3',
  /** Label beside value, one field a line. */
  table: 'grid max-w-xl grid-cols-[12rem_1fr] gap-x-4 gap-y-2 text-sm',
} as const;

/** The label/value pairs of one record, as a description list. */
export function FieldList({
  fields,
  layout = 'grid',
}: {
  fields: readonly Field[];
  layout?: keyof typeof layouts;
}) {
  return (
    <dl className={layouts[layout]}>
      {fields.map(([label, value]) => (
        <div key={label} className={layout === 'grid' ? 'flex flex-col' : 'contents'}>
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
