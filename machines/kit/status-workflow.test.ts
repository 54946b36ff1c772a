import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { demoUsers } from '../../src/domain/policy/demo-users.fixture';
import type { ActionMeta } from '../../src/domain/workflow/action-meta';
import { defineStatusWorkflow, statusWorkflowManifest } from './status-workflow';
import { availability, decide, judge } from './workflow';

const admin = demoUsers['admin@demo.test']!;
const contractor = demoUsers['contractor@demo.test']!;
const byAdmins = {
  tone: 'primary',
  who: 'admins',
  may: (u) => u.user_type === 'admin',
} as const satisfies Omit<ActionMeta, 'label'>;
const actions: Record<'approve' | 'reject', ActionMeta> = {
  approve: { ...byAdmins, label: 'Approve' },
  reject: { ...byAdmins, label: 'Reject', tone: 'danger', needs: 'reason' },
};

/** A request that is approved while it is small enough, or rejected with a reason; the system may void it. */
const declaration = {
  name: 'request',
  plural: 'requests',
  description: 'A request waits for a decision.',
  facts: z.object({ amountCents: z.number().int() }),
  actions,
  initial: 'pending',
  statuses: {
    pending: {
      description: 'Waiting.',
      on: { approve: 'approved', reject: 'rejected', void: 'rejected' },
    },
    approved: { final: true, description: 'Approved.' },
    rejected: { final: true, description: 'Rejected.' },
  },
  events: {
    approve: {
      action: 'approve',
      at: 'approved_at',
      guard: {
        name: 'canApproveRequest',
        description: 'Admins approve a request of at most 100.00.',
        checks: [(f: { amountCents: number }) => (f.amountCents <= 10_000 ? null : 'Over 100.00.')],
      },
    },
    reject: {
      action: 'reject',
      guard: { name: 'canRejectRequest', description: 'Admins reject, with a reason.' },
    },
    void: {
      records: { note: z.string() },
      guard: { name: 'canVoidRequest', description: 'The system voids.' },
    },
  },
} as const;
const wf = defineStatusWorkflow(declaration);
const at = (status: 'pending' | 'approved' | 'rejected', amountCents = 500) =>
  wf.subject(status, { amountCents });

describe('defineStatusWorkflow', () => {
  it('draws one state per status and one guarded transition per declared event, with the rule in words', () => {
    expect(wf.chart.id).toBe('request');
    expect(Object.keys(wf.chart.states)).toEqual(['pending', 'approved', 'rejected']);
    expect(wf.chart.states.approved!.type).toBe('final');
    const approve = wf.chart.states.pending!.on['request.approve']![0]!;
    expect(approve.target![0]!.key).toBe('approved');
    expect(approve.guard).toBe('canApproveRequest');
    expect(approve.description).toBe('Admins approve a request of at most 100.00.');
    expect(wf.definition.guards).toEqual({
      canApproveRequest: 'Admins approve a request of at most 100.00.',
      canRejectRequest: 'Admins reject, with a reason.',
      canVoidRequest: 'The system voids.',
    });
  });

  it('maps each action to its event, and the event carries the text the action needs', () => {
    expect(wf.eventForAction).toEqual({ approve: 'request.approve', reject: 'request.reject' });
    expect(wf.definition.eventFor('reject', admin, { reason: 'Duplicate', evidence: 'x' })).toEqual(
      {
        type: 'request.reject',
        user: admin,
        reason: 'Duplicate',
      },
    );
    expect(
      wf.Event.safeParse({ type: 'request.reject', user: admin, reason: 'Duplicate' }).success,
    ).toBe(true);
    expect(wf.Event.safeParse({ type: 'request.reject', user: admin }).success).toBe(false);
    expect(wf.Event.safeParse({ type: 'request.unknown', user: admin }).success).toBe(false);
  });

  it('checks the action’s capability, its needed text, then the declared checks', () => {
    expect(judge(wf.definition, at('pending'), admin, 'approve')).toEqual({ ok: true });
    expect(judge(wf.definition, at('pending'), contractor, 'approve')).toMatchObject({
      ok: false,
      code: 403,
    });
    expect(judge(wf.definition, at('pending', 20_000), admin, 'approve')).toMatchObject({
      ok: false,
      code: 409,
      reasons: ['Over 100.00.'],
    });
    expect(judge(wf.definition, at('pending'), admin, 'reject')).toMatchObject({
      reasons: ['It needs a reason.'],
    });
    expect(judge(wf.definition, at('pending'), admin, 'reject', { reason: 'Duplicate' })).toEqual({
      ok: true,
    });
    expect(availability(wf.definition, at('approved'), admin).map((a) => a.available)).toEqual([
      false,
      false,
    ]);
  });

  it('stores the status the chart moves to, and tells the server what each event records and stamps', () => {
    expect(decide(wf.definition, at('pending'), { type: 'request.void', user: admin })).toEqual({
      accepted: true,
      next: { status: 'rejected' },
    });
    expect(wf.records).toEqual({
      'request.approve': {},
      'request.reject': { reason: expect.anything() },
      'request.void': { note: expect.anything() },
    });
    expect(wf.stamps).toEqual({
      'request.approve': 'approved_at',
      'request.reject': undefined,
      'request.void': undefined,
    });
  });

  it('keeps a chart id and an event prefix of their own, the name staying the stream’s', () => {
    const older = defineStatusWorkflow({
      ...declaration,
      name: 'old_request',
      chartId: 'oldRequest',
      eventPrefix: 'old',
    });
    expect(older.chart.id).toBe('oldRequest');
    expect(older.definition.name).toBe('old_request');
    expect(older.name).toBe('old_request');
    expect(older.eventForAction).toEqual({ approve: 'old.approve', reject: 'old.reject' });
    expect(Object.keys(older.chart.states.pending!.on)).toEqual([
      'old.approve',
      'old.reject',
      'old.void',
    ]);
    expect(Object.keys(older.records)).toEqual(['old.approve', 'old.reject', 'old.void']);
    expect(older.Event.safeParse({ type: 'old.approve', user: admin }).success).toBe(true);
    expect(older.Event.safeParse({ type: 'request.approve', user: admin }).success).toBe(false);
  });

  it('describes a transition in words of its own where its status gives them', () => {
    const pending = {
      ...declaration.statuses.pending,
      descriptions: { void: 'Voided while it waits: nothing was decided.' },
    };
    const own = defineStatusWorkflow({
      ...declaration,
      statuses: { ...declaration.statuses, pending },
    });
    const on = own.chart.states.pending!.on;
    expect(on['request.void']![0]!.description).toBe('Voided while it waits: nothing was decided.');
    expect(on['request.void']![0]!.guard).toBe('canVoidRequest');
    expect(on['request.approve']![0]!.description).toBe(
      'Admins approve a request of at most 100.00.',
    );
  });

  it('refuses an action without its text in the words its event gives, where it gives them', () => {
    const reject = { ...declaration.events.reject, needsWords: 'A rejection needs a reason.' };
    const own = defineStatusWorkflow({
      ...declaration,
      events: { ...declaration.events, reject },
    });
    expect(judge(own.definition, at('pending'), admin, 'reject')).toMatchObject({
      ok: false,
      code: 409,
      reasons: ['A rejection needs a reason.'],
    });
    expect(judge(own.definition, at('pending'), admin, 'reject', { reason: 'Duplicate' })).toEqual({
      ok: true,
    });
  });

  it('refuses a declaration whose action sends no event', () => {
    const { reject: _reject, ...events } = declaration.events;
    expect(() => defineStatusWorkflow({ ...declaration, events })).toThrow(
      'request: action reject sends no event',
    );
  });

  it('gives its folder a manifest with its one chart, from the folder’s chart.ts', () => {
    const manifest = statusWorkflowManifest('time-requests', wf, 'Time request');
    expect(manifest.name).toBe('time-requests');
    expect(manifest.charts).toEqual([
      expect.objectContaining({
        id: 'request',
        title: 'Time request',
        description: 'A request waits for a decision.',
        source: 'src/resources/time-requests/chart.ts',
        kind: 'workflow',
        machine: wf.chart,
        workflow: wf.definition,
      }),
    ]);
  });

  it('builds the same manifest from the declaration’s folder and title, and none without them', () => {
    const declared = defineStatusWorkflow({
      ...declaration,
      manifest: { folder: 'time-requests', title: 'Time request' },
    });
    expect(declared.manifest).toEqual(
      statusWorkflowManifest('time-requests', declared, 'Time request'),
    );
    expect(declared.manifest.charts?.[0]?.source).toBe('src/resources/time-requests/chart.ts');
    expect(wf.manifest).toBeUndefined();
  });

  it('reads an item’s subject: its status, and each fact from its snake_case field', () => {
    const item = { id: 'r1', status: 'pending' as const, amount_cents: 500, note: 'x' };
    expect(wf.subjectOfItem(item)).toEqual({
      stored: { status: 'pending' },
      facts: { amountCents: 500 },
    });
    expect(() => wf.subjectOfItem({ status: 'pending' } as never)).toThrow();
  });
});

describe('decide', () => {
  it('asks the chart once per state, facts and event, and answers each case as the chart does', () => {
    const definition = { ...wf.definition };
    const asked = vi.spyOn(definition.chart, 'resolveState');
    const approve = { type: 'request.approve' as const, user: admin };
    for (let i = 0; i < 3; i++)
      expect(decide(definition, at('pending'), approve)).toEqual({
        accepted: true,
        next: { status: 'approved' },
      });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(decide(definition, at('pending', 20_000), approve)).toEqual({ accepted: false });
    expect(
      decide(definition, at('pending'), { type: 'request.approve' as const, user: contractor }),
    ).toEqual({ accepted: false });
    expect(decide(definition, at('approved'), approve)).toEqual({ accepted: false });
    expect(asked).toHaveBeenCalledTimes(4);
    asked.mockRestore();
  });
});
