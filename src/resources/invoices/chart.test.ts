import { createTestModel } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { decideAction } from '../../domain/workflow/action-meta';
import { invoiceActionMeta } from './contract';
import { demoUsers } from '../timesheets/chart.fixtures';
import { judge, refusalReasons, resolveState } from '../../../machines/kit/workflow';
import {
  invoiceDefinition,
  actionForEvent,
  type InvoiceEvent,
  type InvoiceFacts,
  invoiceWorkflow,
} from './chart';

type Snap = SnapshotFrom<typeof invoiceWorkflow>;
const { admin, selfcoOwner, acmeOwner, client } = demoUsers;
const users = [admin, selfcoOwner, acmeOwner, client];
const facts: InvoiceFacts = {
  lineCount: 3,
  totalDueCents: 100_000,
  allocatedCents: 0,
  remainingCents: 100_000,
};

/** Every event from every user, with and without reasons, and allocations that do and do not fit. */
function sampleEvents(): InvoiceEvent[] {
  const out: InvoiceEvent[] = [];
  for (const user of users) {
    out.push(
      { type: 'invoice.send', user },
      { type: 'invoice.void', user },
      { type: 'invoice.void', user, reason: 'Billed twice' },
    );
    out.push(
      { type: 'invoice.credit', user },
      { type: 'invoice.credit', user, reason: 'Goodwill' },
    );
  }
  for (const cents of [0, 40_000, 60_000, 100_000, 100_001]) {
    out.push(
      { type: 'invoice.allocate', user: admin, cents },
      { type: 'invoice.unallocate', user: admin, cents },
    );
  }
  return out;
}

describe('invoice chart', () => {
  const model = createTestModel(invoiceWorkflow, { events: sampleEvents(), input: facts });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true } as never);
  const reached = new Set<string>();

  it('starts as a draft', () => {
    expect(createActor(invoiceWorkflow, { input: facts }).start().getSnapshot().value).toBe(
      'draft',
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      let before: Snap = createActor(invoiceWorkflow, { input: facts }).getSnapshot();
      for (const step of path.steps) {
        const e = step.event as InvoiceEvent;
        const action = actionForEvent[e.type];
        // Every user step that moves the chart is one spec §6 allows (employers).
        if (action && e.user && before.can(e))
          expect(decideAction(invoiceActionMeta[action], e.user).allowed).toBe(true);
        before = step.state as Snap;
      }
      await path.test({
        events: {},
        states: Object.fromEntries(
          ['draft', 'open', 'partially_paid', 'paid', 'void'].map((key) => [
            key,
            (s: Snap) => {
              reached.add(key);
              // The cents always reconcile: allocated + remaining = total due.
              expect(s.context.allocatedCents + s.context.remainingCents).toBe(facts.totalDueCents);
              if (key === 'paid') expect(s.context.remainingCents).toBe(0);
              if (key === 'open' || key === 'draft') expect(s.context.allocatedCents).toBe(0);
              if (key === 'partially_paid') expect(s.context.allocatedCents).toBeGreaterThan(0);
              // Non-employers are refused everywhere (server 403).
              for (const user of [acmeOwner, client]) {
                for (const type of ['invoice.send', 'invoice.void', 'invoice.credit'] as const)
                  expect(s.can({ type, user, reason: 'r' } as InvoiceEvent)).toBe(false);
              }
              expect(
                resolveState(invoiceDefinition, {
                  stored: invoiceDefinition.storedOf(s),
                  facts: s.context,
                }).value,
              ).toEqual(s.value);
            },
          ]),
        ),
      });
    });
  }

  it('reaches every state', () => {
    for (const state of ['draft', 'open', 'partially_paid', 'paid', 'void'])
      expect(reached, state).toContain(state);
  });
});

describe('refusals with reasons', () => {
  const at = (
    status: 'draft' | 'open' | 'partially_paid' | 'paid' | 'void',
    f: Partial<InvoiceFacts> = {},
  ) => ({ stored: { status }, facts: { ...facts, ...f } });

  it('a draft without lines is not sent', () => {
    expect(
      judge(
        invoiceDefinition,
        at('draft', { lineCount: 0, totalDueCents: 0, remainingCents: 0 }),
        admin,
        'send',
      ),
    ).toEqual({
      ok: false,
      code: 409,
      message: 'Send is not allowed now',
      reasons: ['An invoice without lines cannot be sent.', 'Nothing is due on it.'],
    });
  });

  it('no void once something is allocated: credit it instead', () => {
    const v = judge(
      invoiceDefinition,
      at('partially_paid', { allocatedCents: 40_000, remainingCents: 60_000 }),
      admin,
      'void',
      { reason: 'x' },
    );
    expect(v).toMatchObject({ ok: false, code: 409 });
    expect(v.ok ? [] : v.reasons[0]).toContain('Void is not possible now');
    expect(
      judge(
        invoiceDefinition,
        at('partially_paid', { allocatedCents: 40_000, remainingCents: 60_000 }),
        admin,
        'credit',
        { reason: 'x' },
      ),
    ).toEqual({ ok: true });
  });

  it('void and credit need a reason; a non-employer gets a 403 naming who may', () => {
    expect(judge(invoiceDefinition, at('open'), admin, 'void')).toMatchObject({
      ok: false,
      code: 409,
      reasons: ['It needs a reason.'],
    });
    expect(judge(invoiceDefinition, at('open'), acmeOwner, 'send')).toMatchObject({
      ok: false,
      code: 403,
      message: 'You may not send invoices',
    });
  });

  it('an allocation past the remaining amount is refused; the exact remainder pays it', () => {
    const open = resolveState(invoiceDefinition, at('open'));
    expect(open.can({ type: 'invoice.allocate', user: admin, cents: 100_001 })).toBe(false);
    expect(
      refusalReasons(invoiceDefinition, open, {
        type: 'invoice.allocate',
        user: admin,
        cents: 100_001,
      }),
    ).toContain('The allocation exceeds the remaining amount.');
    expect(open.can({ type: 'invoice.allocate', user: admin, cents: 100_000 })).toBe(true);
  });

  it('a void invoice is final', () => {
    const v = resolveState(invoiceDefinition, at('void'));
    for (const e of sampleEvents()) expect(v.can(e)).toBe(false);
  });
});
