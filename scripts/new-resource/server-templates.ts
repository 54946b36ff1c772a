import type { Names } from './names';

/** The domain half: the item contract, the list query and the definition the browser and the server read. */
export const contractFile = (n: Names) => `import { z } from 'zod';

/** One ${n.label.singular.toLowerCase()} as the API sends it. */
export const ${n.Singular} = z.object({
  id: z.string(),
  partner_id: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type ${n.Singular} = z.infer<typeof ${n.Singular}>;
`;

export const queryFile = (
  n: Names,
) => `import type { ListQuery, ListQueryDescriptor, ListSearch } from './list-query';

/** Kept apart from the definition so the list's route parses its URL without loading zod. */
export const ${n.camel}Query = {
  filters: { name: { kind: 'text', max: 100 }, created_at: { kind: 'dateRange' } },
  sorts: ['name', 'created_at'],
  defaultSort: 'name',
} as const satisfies ListQueryDescriptor;

export type ${n.Singular}Query = ListQuery<typeof ${n.camel}Query>;
export type ${n.Singular}Search = ListSearch<typeof ${n.camel}Query>;
`;

export const definitionFile = (
  n: Names,
) => `import { ${n.Singular} } from '../contracts/${n.kebab}';
import { defineResource } from './define';
import { ${n.camel}Query } from './${n.kebab}-query';

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

export const schemaFile = (
  n: Names,
) => `import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { partners } from './profiles';

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

export const serverFile = (n: Names) => `import { count } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ${n.Singular} } from '../../../domain/contracts/${n.kebab}';
import { ${n.camel}Resource } from '../../../domain/resources/${n.kebab}';
import type { ${n.camel}Query } from '../../../domain/resources/${n.kebab}-query';
import type { Db } from '../../db/client';
import { ${n.camel} } from '../../db/schema';
import type { Deps } from '../../deps';
import { registerResource } from '../../kit/register';
import type { ResourceServer } from '../../kit/resource-query';

const rows = (db: Db) => db.select().from(${n.camel}).$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

export const ${n.camel}Server: ResourceServer<Row, ${n.Singular}, typeof ${n.camel}Query> = {
  query: {
    rows,
    count: (db) => db.select({ n: count() }).from(${n.camel}).$dynamic(),
    id: ${n.camel}.id,
    filters: { name: ${n.camel}.name, created_at: ${n.camel}.created_at },
    sorts: { name: [${n.camel}.name], created_at: [${n.camel}.created_at] },
  },
  scope: { partner_id: ${n.camel}.partner_id },
  toDto: (r) => ({ id: r.id, partner_id: r.partner_id, name: r.name, created_at: r.created_at.toISOString() }),
};

export const ${n.camel}Routes: FastifyPluginAsync<Deps> = async (app, deps) => registerResource(app, deps, ${n.camel}Resource, ${n.camel}Server);
`;

export const contractTestFile = (
  n: Names,
) => `import { ${n.camel}Resource } from '../../../domain/resources/${n.kebab}';
import { ${n.camel} } from '../../db/schema';
import { resourceContract, seedPerPartner } from '../../../../tests/kit/resource-contract';

resourceContract(${n.camel}Resource, { seed: seedPerPartner((partner_id, i) => ({ partner_id, name: \`${n.label.singular} \${i}\` }), ${n.camel}) });
`;
