import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineStatusWorkflow } from '../../../../machines/kit/status-workflow';
import { renderPage, textOf } from '../../../../tests/view/render-page';
import { defineResource } from '../../../domain/resources/define';
import type { ListQueryDescriptor } from '../../../domain/resources/list-query';
import type { ActionMeta } from '../../../domain/workflow/action-meta';
import { listWords } from './list-words';
import { workflowPageProps } from './workflow-pages';

const actions: Record<'approve', ActionMeta> = {
  approve: { label: 'Approve', tone: 'primary', who: 'admins', may: () => true },
};
const wf = defineStatusWorkflow({
  name: 'leave_request',
  plural: 'leave requests',
  description: 'A leave request waits for a decision.',
  facts: z.object({}),
  actions,
  initial: 'pending',
  statuses: {
    pending: { description: 'Waiting.', on: { approve: 'approved' } },
    approved: { final: true, description: 'Approved.' },
  },
  events: { approve: { action: 'approve', guard: { name: 'canApprove', description: 'Admins.' } } },
});
const LeaveRequest = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved']),
  worker_id: z.string(),
  worker_name: z.string(),
  days: z.number(),
  created_at: z.string(),
});
type LeaveRequest = z.infer<typeof LeaveRequest>;
const query = {
  filters: {
    status: { kind: 'enum', values: ['pending', 'approved'] },
    worker_id: { kind: 'uuid' },
  },
  sorts: ['created_at', 'days'],
  defaultSort: '-created_at',
} as const satisfies ListQueryDescriptor;
const resource = defineResource({
  name: 'leave_requests',
  apiPath: '/leave_requests',
  specPaths: ['/leave_requests', '/leave_requests/{id}'],
  labels: { singular: 'Leave request', plural: 'Leave requests' },
  item: LeaveRequest,
  query,
  csv: [],
  actions,
});
const request: LeaveRequest = {
  id: 'r1',
  status: 'pending',
  worker_id: 'w1',
  worker_name: 'Wanda Worker',
  days: 3,
  created_at: '2026-02-01T09:00:00.000Z',
};
const { list, detail } = workflowPageProps({
  resource,
  workflow: wf,
  title: (r) => `Leave of ${r.worker_name}`,
  columns: { worker_name: 'Worker', days: 'Days', status: 'Status' },
  fields: { status: 'Status', days: 'Days', created_at: 'Asked' },
});

describe('workflowPageProps', () => {
  it('names the list by the resource’s labels, at its spec path, with its query', () => {
    const words = listWords(list.resource, list.words);
    expect(list.resource.query).toBe(query);
    expect(words).toMatchObject({
      title: 'Leave requests',
      caption: 'Leave requests',
      path: '/leave_requests',
      noun: 'leave requests',
      empty: 'No leave requests match these filters.',
    });
    expect([words.count(1), words.count(2)]).toEqual(['1 leave request', '2 leave requests']);
  });

  it('lists the columns linked to the record and labels the filters by them', () => {
    expect(list.columns.map((c) => [c.header, c.sortKey, c.rowHeader ?? false])).toEqual([
      ['Worker', undefined, true],
      ['Days', 'days', false],
      ['Status', undefined, false],
    ]);
    expect(renderPage(<>{list.columns[0]!.cell(request, { withFilter: () => '' })}</>)).toContain(
      'href="/leave_requests/r1"',
    );
    expect(list.fields.status).toEqual({ label: 'Status' });
    expect(list.fields.worker_id?.nameIn?.(request)).toEqual(['w1', 'Wanda Worker']);
  });

  it('titles the detail by the record once loaded, reads it under the workflow’s name, and shows its fields', () => {
    const loaded = { leave_request: request };
    expect([detail.title(null), detail.title(loaded)]).toEqual([
      'Leave request',
      'Leave of Wanda Worker',
    ]);
    expect(detail.back).toEqual({ href: '/leave_requests', label: '← Leave requests' });
    expect(detail.noun).toBe('leave request');
    expect(detail.subjectOf(loaded)).toEqual({ stored: { status: 'pending' }, facts: {} });
    expect(textOf(renderPage(detail.sections(loaded)))).toBe(
      'Details Status Pending Days 3 Asked 2026-02-01',
    );
  });

  it('titles the detail by the singular label when the resource gives no title', () => {
    const { detail: plain } = workflowPageProps({
      resource,
      workflow: wf,
      columns: { worker_name: 'Worker' },
      fields: { status: 'Status' },
    });
    expect(plain.title({ leave_request: request })).toBe('Leave request');
  });
});
