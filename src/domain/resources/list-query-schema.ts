import { z } from 'zod';
import { IsoDate } from '../contracts/calendar';
import {
  filterParams,
  PAGE_SIZE,
  sortParams,
  type FilterSpec,
  type ListQuery,
  type ListQueryDescriptor,
} from './list-query';

/** Page and page size of every list, bounded by PAGE_SIZE. */
export const Paging = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.default),
};

function filterSchema(spec: FilterSpec): z.ZodType<string> {
  switch (spec.kind) {
    case 'uuid':
      return z.uuid();
    case 'enum':
      return z.enum(spec.values as [string, ...string[]]);
    case 'enumList': {
      const allowed = new Set(spec.values);
      return z
        .string()
        .max(spec.values.join(',').length)
        .refine((v) => v.split(',').every((part) => allowed.has(part)), {
          message: `Each value must be one of: ${spec.values.join(', ')}`,
        });
    }
    case 'dateRange':
      return IsoDate;
    case 'text':
      return z.string().max(spec.max);
  }
}

/** A list query as the server reads it: the descriptor's params plus `format` for the CSV download. */
export type ServerListQuery<D extends ListQueryDescriptor> = ListQuery<D> & {
  format: 'json' | 'csv';
};

/**
 * The server's querystring schema, built from the same descriptor the browser parses with: unlike the
 * browser it refuses (422) what does not fit, since an API caller should learn its query was wrong.
 */
// Every app build registers each list again (a test server per test file): the schema of one
// descriptor is built once.
const built = new WeakMap<ListQueryDescriptor, z.ZodType>();

export function listQuerySchema<D extends ListQueryDescriptor>(
  d: D,
): z.ZodType<ServerListQuery<D>> {
  const known = built.get(d);
  if (known) return known as z.ZodType<ServerListQuery<D>>;
  const filters = Object.entries(d.filters).flatMap(([name, spec]) =>
    filterParams(name, spec).map((param) => [param, filterSchema(spec).optional()]),
  );
  const sorts = sortParams(d) as [string, ...string[]];
  // The shape is computed from data, so zod cannot infer ListQuery<D>; the descriptor's types say it.
  const schema = z.object({
    ...Paging,
    sort: z.enum(sorts).default(d.defaultSort),
    format: z.enum(['json', 'csv']).default('json'),
    ...Object.fromEntries(filters),
  }) as unknown as z.ZodType<ServerListQuery<D>>;
  built.set(d, schema);
  return schema;
}

/** `{data, meta: {page, per_page, total}}` of every list. */
export const listSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
  });
