import { createTestModel } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../domain/policy/demo-users.fixture';
import { transactionActionMeta, transactionActions } from './contract';
import { decideAction } from '../../domain/workflow/action-meta';
import { judge } from '../../../machines/kit/workflow';
import {
  transactionDefinition,
  transactionEventForAction,
  transactionWorkflow,
  type TransactionEvent,
  type TransactionFacts,
  type TransactionStatus,
} from './chart';

type Snapshot = SnapshotFrom<typeof transactionWorkflow>;
const users = Object.values(demoUsers);
const actionOf = Object.fromEntries(
  Object.entries(transactionEventForAction).map(([a, e]) => [e, a]),
) as Record<string, (typeof transactionActions)[number] | undefined>;

/** Every event from every demo user, with and without the reason a hold needs (negative cases). */
const samples = (): TransactionEvent[] =>
  users.flatMap((user) =>
    transactionActions.flatMap((a) => {
      const type = transactionEventForAction[a];
      return transactionActionMeta[a].needs
        ? [
            { type, user } as TransactionEvent,
            { type, user, reason: 'Client disputes the hours' } as TransactionEvent,
          ]
        : [{ type, user } as TransactionEvent];
    }),
  );

for (const facts of [
  { on_invoice: false, held_by_hand: true },
  { on_invoice: true, held_by_hand: false },
  { on_invoice: false, held_by_hand: false },
] satisfies TransactionFacts[]) {
  describe(`transaction chart, ${JSON.stringify(facts)}`, () => {
    const model = createTestModel(transactionWorkflow, { events: samples(), input: facts });
    const reached = new Set<string>();
    it('starts approved', () =>
      expect(createActor(transactionWorkflow, { input: facts }).start().getSnapshot().value).toBe(
        'approved',
      ));
    for (const path of model.getShortestPaths({ allowDuplicatePaths: true } as never)) {
      it(path.description, async () => {
        await path.test({
          events: {},
          states: Object.fromEntries(
            ['approved', 'hold', 'complete'].map((key) => [
              key,
              (s: Snapshot) => {
                reached.add(key);
                // Never-allowed users are refused in every state (server 403).
                for (const e of samples()) {
                  const action = actionOf[e.type];
                  if (action && !decideAction(transactionActionMeta[action], e.user).allowed)
                    expect(s.can(e), `${e.user.email} ${e.type}`).toBe(false);
                }
                expect(transactionDefinition.storedOf(s)).toEqual({ status: key });
              },
            ]),
          ),
        });
      });
    }
    it('holds only what is on no invoice; billing alone completes', () => {
      expect(reached.has('hold')).toBe(!facts.on_invoice);
      expect(reached).not.toContain('complete');
    });
  });
}

describe('refusals explained', () => {
  const employer = demoUsers['owner@selfco.test']!;
  const acme = demoUsers['finance@acme.test']!;
  const subject = (status: TransactionStatus, facts: Partial<TransactionFacts> = {}) => ({
    stored: { status },
    facts: { on_invoice: false, held_by_hand: true, ...facts },
  });

  it('403 for a partner that is not an employer', () => {
    const v = judge(transactionDefinition, subject('approved'), acme, 'hold', { reason: 'x' });
    expect(v).toMatchObject({ ok: false, code: 403, message: 'You may not hold transactions' });
  });

  it('a hold needs a reason', () => {
    const v = judge(transactionDefinition, subject('approved'), employer, 'hold');
    expect(!v.ok && v.reasons).toEqual(['It needs a reason.']);
    expect(
      judge(transactionDefinition, subject('approved'), employer, 'hold', { reason: 'Disputed' }),
    ).toEqual({ ok: true });
  });

  it('409 once complete, with why', () => {
    const v = judge(transactionDefinition, subject('complete'), employer, 'hold', {
      reason: 'Disputed',
    });
    expect(v).toMatchObject({ ok: false, code: 409 });
    expect(!v.ok && v.reasons[0]).toContain('can no longer be held');
  });

  it('409 on a draft invoice: remove it from the draft first', () => {
    const v = judge(
      transactionDefinition,
      subject('approved', { on_invoice: true }),
      employer,
      'hold',
      { reason: 'Disputed' },
    );
    expect(!v.ok && v.reasons).toEqual([
      'It is on a draft invoice; remove it from the draft first.',
    ]);
  });

  it('only a hold by hand is released; a source no longer approved keeps it held', () => {
    expect(judge(transactionDefinition, subject('hold'), employer, 'release')).toEqual({
      ok: true,
    });
    const v = judge(
      transactionDefinition,
      subject('hold', { held_by_hand: false }),
      employer,
      'release',
    );
    expect(!v.ok && v.reasons[0]).toContain('no longer approved');
  });
});
