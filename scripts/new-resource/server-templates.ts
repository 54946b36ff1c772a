import type { Names } from './names';

/** The domain half: the item contract with the definition, and the list query (zod-free). */
export const contractFile = (n: Names) => `import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { ${n.camel}Query } from './query';

/** One ${n.label.singular.toLowerCase()} as the API sends it. */
export const ${n.Singular} = z.object({
  id: z.string(),
  partner_id: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type ${n.Singular} = z.infer<typeof ${n.Singular}>;

export const ${n.camel}Resource = defineResource({
  name: '${n.snake}',
  apiPath: '/${n.snake}',
  specPaths: ['/${n.snake}', '/${n.snake}/{id}'],
  labels: { singular: '${n.label.singular}', plural: '${n.label.plural}' },
  item: ${n.Singular},
  query: ${n.camel}Query,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'name', value: (r) => r.name },
    { header: 'created_at', value: (r) => r.created_at },
  ],
  actions: {},
});
`;

export const queryFile = (
  n: Names,
) => `import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the contract so the list's route parses its URL without loading zod. */
export const ${n.camel}Query = {
  filters: { name: { kind: 'text', max: 100 }, created_at: { kind: 'dateRange' } },
  sorts: ['name', 'created_at'],
  defaultSort: 'name',
} as const satisfies ListQueryDescriptor;

export type ${n.Singular}Query = ListQuery<typeof ${n.camel}Query>;
export type ${n.Singular}Search = ListSearch<typeof ${n.camel}Query>;
`;

export const schemaFile = (
  n: Names,
) => `import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from '../../server/db/schema/profiles';

/** ${n.label.plural} of a partner. */
export const ${n.camel} = pgTable(
  '${n.snake}',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner_id: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    name: text('name').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('${n.snake}_partner_name_idx').on(t.partner_id, t.name)],
);
`;

export const serverFile = (n: Names) => `import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../server/db/client';
import type { Deps } from '../../server/deps';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tableQuery } from '../../server/kit/table-query';
import { ${n.camel}Resource, type ${n.Singular} } from './contract';
import type { ${n.camel}Query } from './query';
import { ${n.camel} } from './table';

const rows = (db: Db) => db.select().from(${n.camel}).$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

export const ${n.camel}Server: ResourceServer<Row, ${n.Singular}, typeof ${n.camel}Query> = {
  query: {
    rows,
    ...tableQuery(${n.camel}),
    filters: { name: ${n.camel}.name, created_at: ${n.camel}.created_at },
    sorts: { name: [${n.camel}.name], created_at: [${n.camel}.created_at] },
  },
  scope: { partner_id: ${n.camel}.partner_id },
  toDto: (r) => ({ id: r.id, partner_id: r.partner_id, name: r.name, created_at: r.created_at.toISOString() }),
};

const ${n.camel}Routes: FastifyPluginAsync<Deps> = async (app, deps) => registerResource(app, deps, ${n.camel}Resource, ${n.camel}Server);

export const ${n.camel}Part: ResourceServerPart = { routes: ${n.camel}Routes };
`;

/** A configuration resource's manifest: its name, no charts. */
export const manifestFile = (
  n: Names,
) => `import { defineManifest } from '../../../machines/kit/resource-manifest';

export const ${n.camel} = defineManifest({ name: '${n.kebab}' });
`;

export const contractTestFile = (
  n: Names,
) => `import { resourceContract, seedPerPartner } from '../../../tests/kit/resource-contract';
import { ${n.camel}Resource } from './contract';
import { ${n.camel} } from './table';

resourceContract(${n.camel}Resource, { seed: seedPerPartner((partner_id, i) => ({ partner_id, name: \`${n.label.singular} \${i}\` }), ${n.camel}) });
`;
