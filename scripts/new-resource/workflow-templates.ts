import type { Names } from './names';

/**
 * The files of a status workflow's folder (`src/resources/<name>/`, laid out as distributions): a
 * record of a partner waits pending, then is approved or rejected with a reason.
 */
export function workflowFiles(n: Names) {
  const { snake, camel: P, Singular: S, singularCamel: s, Plural } = n;
  const one = n.label.singular.toLowerCase();
  return {
    'query.ts': `import type { ListQueryDescriptor } from '../../domain/resources/list-query';

/** A ${one}'s statuses: the chart's states and the \`status\` column. */
export const ${s}Statuses = ['pending', 'approved', 'rejected'] as const;
export type ${S}Status = (typeof ${s}Statuses)[number];

/** Kept apart from the contract so the list's route parses its URL without loading zod. */
export const ${P}Query = {
  filters: {
    status: { kind: 'enum', values: ${s}Statuses },
    name: { kind: 'text', max: 100 },
    created_at: { kind: 'dateRange' },
  },
  sorts: ['name', 'status', 'created_at'],
  defaultSort: '-created_at',
} as const satisfies ListQueryDescriptor;
`,
    'contract.ts': `import { z } from 'zod';
import { isAdmin, isPartner, type Subject } from '../../domain/policy/capabilities';
import { csvFields, defineResource } from '../../domain/resources/define';
import { ${P}Query, ${s}Statuses } from './query';

/** Who decides: admins and partner users; the tenant scope says whose ${n.label.plural.toLowerCase()}. */
export const canDecide${Plural} = (u: Subject) => isAdmin(u) || isPartner(u);
const who = 'admins and partner users';

/** One ${one} as the API sends it. */
export const ${S} = z.object({
  id: z.string(),
  partner_id: z.string(),
  name: z.string(),
  status: z.enum(${s}Statuses),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type ${S} = z.infer<typeof ${S}>;

export const ${P}Resource = defineResource({
  name: '${snake}',
  apiPath: '/${snake}',
  specPaths: ['/${snake}', '/${snake}/{id}'],
  labels: { singular: '${n.label.singular}', plural: '${n.label.plural}' },
  item: ${S},
  query: ${P}Query,
  csv: csvFields<${S}>(['id', 'name', 'status', 'created_at']),
  actions: {
    approve: { label: 'Approve', tone: 'primary', confirm: true, may: canDecide${Plural}, who },
    reject: { label: 'Reject', tone: 'danger', needs: 'reason', may: canDecide${Plural}, who },
  },
});
`,
    'chart.ts': `import { z } from 'zod';
import { defineStatusWorkflow } from '../../../machines/kit/status-workflow';
import { ${P}Resource } from './contract';

/** One ${one}: pending until approved, or rejected with a reason. States equal the \`status\` column. */
export const ${s}StatusWorkflow = defineStatusWorkflow({
  name: '${s}',
  manifest: { folder: '${n.kebab}', title: '${n.label.singular}' },
  plural: '${snake}',
  description: 'A ${one} waits for a decision: approved, or rejected with a reason.',
  facts: z.object({}),
  actions: ${P}Resource.actions,
  initial: 'pending',
  statuses: {
    pending: { description: 'Waiting for a decision.', on: { approve: 'approved', reject: 'rejected' } },
    approved: { final: true, description: 'Approved.' },
    rejected: { final: true, description: 'Rejected, with the reason.' },
  },
  events: {
    approve: {
      action: 'approve',
      guard: { name: 'canApprove${S}', description: 'Admins and partner users approve a pending ${one}.' },
    },
    reject: {
      action: 'reject',
      guard: { name: 'canReject${S}', description: 'Admins and partner users reject a pending ${one}, always with a reason.' },
    },
  },
});
`,
    'table.ts': `import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { partners } from '../../server/db/schema/profiles';
import { refersTo, workflowColumns } from '../../server/kit/workflow/columns';
import type { ${S}Status } from './query';

/** The projection of the ${one} event stream: a partner's ${n.label.plural.toLowerCase()}. */
export const ${P} = pgTable(
  '${snake}',
  {
    ...workflowColumns<${S}Status>('pending'),
    partner_id: refersTo('partner_id', () => partners.id),
    name: text('name').notNull(),
    reason: text('reason'),
  },
  (t) => [index('${snake}_partner_created_idx').on(t.partner_id, t.created_at, t.id)],
);
`,
    'server.ts': `import { z } from 'zod';
import type { Db, Tx } from '../../server/db/client';
import { creationOf } from '../../server/kit/workflow/creation';
import { rowDto } from '../../server/kit/workflow/dto';
import { defineStatusWorkflowServer, statusWorkflowPart } from '../../server/kit/workflow/status';
import { ${s}StatusWorkflow } from './chart';
import { ${P}Resource } from './contract';
import { ${P} } from './table';

type Row = typeof ${P}.$inferSelect;
const rows = (db: Db | Tx) => db.select().from(${P}).$dynamic();

/** The lifecycle on the server: its chart's declaration plus its rows, DTO and creation; the kit projects the rest. */
export const ${s}Server = defineStatusWorkflowServer({
  workflow: ${s}StatusWorkflow,
  resource: ${P}Resource,
  // Created with a name; the reason is a rejection's.
  ...creationOf(${P}, ${s}StatusWorkflow, { schemas: { name: z.string().min(1) }, omit: ['reason'] }),
  project: (row, e) => ({ reason: (e.payload.reason as string | undefined) ?? row.reason }),
  rows,
  scope: { partner_id: ${P}.partner_id },
  toDto: (r: Row) => rowDto(r),
  row: (r: Row) => r,
  facts: () => ({}),
  table: ${P},
});

/** /v2/${snake}: the list (and CSV), and the workflow's detail, actions, history and bulk. */
export const ${P}Part = statusWorkflowPart(${s}Server);
`,
    'pages.tsx': `import { workflowPages } from '../../app/components/kit/workflow-pages';
import { ${s}StatusWorkflow as wf } from './chart';
import { ${P}Resource } from './contract';

/**
 * /${snake}: the caller's ${n.label.plural.toLowerCase()} with filters, sort and paging in the URL; one ${one}: its
 * fields, the actions the chart offers this user (and why not the others), its history.
 */
export const { List: ${S}ListPage, Detail: ${S}DetailPage } = workflowPages({
  resource: ${P}Resource,
  workflow: wf,
  title: (r) => r.name,
  columns: { name: 'Name', status: 'Status', created_at: 'Created' },
  fields: { status: 'Status', reason: 'Reason', created_at: 'Created' },
});
`,
    'chart.test.ts': `import { createTestModel } from '@xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { EventOf } from '../../../machines/kit/status-workflow';
import { judge } from '../../../machines/kit/workflow';
import { demoUsers } from '../../domain/policy/demo-users.fixture';
import { ${s}StatusWorkflow } from './chart';
import { ${s}Statuses } from './query';

const { chart: ${s}Workflow, definition: wf } = ${s}StatusWorkflow;
type ${S}Event = EventOf<typeof ${s}StatusWorkflow>;

const admin = demoUsers['admin@demo.test']!;
const at = (status: (typeof ${s}Statuses)[number]) => ({ stored: { status }, facts: {} });

describe('${one} chart, every path from pending', () => {
  const events: ${S}Event[] = Object.values(demoUsers).flatMap((user) => [
    { type: '${s}.approve', user },
    { type: '${s}.reject', user, reason: 'Not needed' },
  ]);
  const model = createTestModel(${s}Workflow, { events, input: {} } as never);
  const reached = new Set<string>();
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true } as never)) {
    it(path.description, async () => {
      await path.test({
        events: {},
        states: Object.fromEntries(
          ${s}Statuses.map((key) => [
            key,
            (snapshot: SnapshotFrom<typeof ${s}Workflow>) => {
              reached.add(key);
              expect(wf.storedOf(snapshot)).toEqual({ status: key });
            },
          ]),
        ),
      });
    });
  }
  it('reaches every status', () => expect([...reached].sort()).toEqual([...${s}Statuses].sort()));
});

describe('${one} rules in words', () => {
  it('is approved by who decides while pending, and by no one once decided', () => {
    expect(judge(wf, at('pending'), admin, 'approve')).toEqual({ ok: true });
    expect(judge(wf, at('approved'), admin, 'approve')).toMatchObject({ ok: false });
    expect(judge(wf, at('pending'), demoUsers['contractor@demo.test']!, 'approve')).toMatchObject({ ok: false, code: 403 });
  });

  it('is rejected only with a reason', () => {
    expect(judge(wf, at('pending'), admin, 'reject')).toMatchObject({ ok: false, reasons: ['It needs a reason.'] });
    expect(judge(wf, at('pending'), admin, 'reject', { reason: 'Duplicate' })).toEqual({ ok: true });
  });
});
`,
    'contract.server.test.ts': `import { resourceContract, seedPerPartner } from '../../../tests/kit/resource-contract';
import { workflowContract } from '../../../tests/kit/workflow-contract';
import { ${P}Resource } from './contract';
import { ${s}Server } from './server';
import { ${P} } from './table';

const seed = seedPerPartner((partner_id, i) => ({ partner_id, name: \`${n.label.singular} \${i}\` }), ${P});

// The detail is \`{ [workflow name]: item, actions }\` (the server kit's itemKey).
resourceContract(${P}Resource, { seed, itemOf: (d) => (d as { ${s}: { id: string } }).${s} });
workflowContract(${s}Server, undefined, { seed });
`,
  } satisfies Record<string, string>;
}
