import { createTestModel } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { judge } from '../../../machines/kit/workflow';
import { demoUsers } from '../../domain/policy/demo-users.fixture';
import { decideAction } from '../../domain/workflow/action-meta';
import {
  timeOffEventForAction,
  timeOffRequestDefinition,
  timeOffRequestWorkflow,
  type TimeOffFacts,
  type TimeOffRequestEvent,
} from './chart';
import { timeOffActionMeta, timeOffActions } from './contract';

type Snapshot = SnapshotFrom<typeof timeOffRequestWorkflow>;
const users = Object.values(demoUsers);
const connie = demoUsers['contractor@demo.test']!;
const acmeOwner = demoUsers['owner@acme.test']!;
const client = demoUsers['client@globex.test']!;
const actionOf = Object.fromEntries(
  Object.entries(timeOffEventForAction).map(([a, e]) => [e, a]),
) as Record<string, (typeof timeOffActions)[number] | undefined>;

/** Every event from every demo user, with and without the reason a rejection needs (negative cases). */
const samples = (): TimeOffRequestEvent[] =>
  users.flatMap((user) => [
    { type: 'timeOffRequest.edit', user } as TimeOffRequestEvent,
    ...timeOffActions.flatMap((a) => {
      const type = timeOffEventForAction[a];
      return timeOffActionMeta[a].needs
        ? [
            { type, user } as TimeOffRequestEvent,
            { type, user, reason: 'Peak season' } as TimeOffRequestEvent,
          ]
        : [{ type, user } as TimeOffRequestEvent];
    }),
  ]);

const facts = (over: Partial<TimeOffFacts> = {}): TimeOffFacts => ({
  requested_by_user_id: connie.id,
  started: false,
  hours_hundredths: 800,
  available_hundredths: 4_000,
  ...over,
});

const variants: [string, TimeOffFacts, string[], string[]][] = [
  [
    'within the balance, not started',
    facts(),
    ['requested', 'approved', 'rejected', 'cancelled'],
    [],
  ],
  [
    'beyond the balance',
    facts({ available_hundredths: 799 }),
    ['requested', 'rejected', 'cancelled'],
    ['approved'],
  ],
  ['started', facts({ started: true }), ['requested', 'approved', 'rejected'], ['cancelled']],
];

for (const [name, input, reachable, unreachable] of variants) {
  describe(`time-off request chart, ${name}`, () => {
    const model = createTestModel(timeOffRequestWorkflow, { events: samples(), input });
    const reached = new Set<string>();
    it('starts requested', () =>
      expect(createActor(timeOffRequestWorkflow, { input }).start().getSnapshot().value).toBe(
        'requested',
      ));
    for (const path of model.getShortestPaths({ allowDuplicatePaths: true } as never)) {
      it(path.description, async () => {
        await path.test({
          events: {},
          states: Object.fromEntries(
            ['requested', 'approved', 'rejected', 'cancelled'].map((key) => [
              key,
              (s: Snapshot) => {
                reached.add(key);
                // Never-allowed users are refused in every state (server 403); only the requester cancels.
                for (const e of samples()) {
                  const action = actionOf[e.type];
                  if (action && !decideAction(timeOffActionMeta[action], e.user).allowed)
                    expect(s.can(e), `${e.user.email} ${e.type}`).toBe(false);
                  if (e.type === 'timeOffRequest.cancel' && e.user.id !== connie.id)
                    expect(s.can(e)).toBe(false);
                }
                expect(timeOffRequestDefinition.storedOf(s)).toEqual({ status: key });
              },
            ]),
          ),
        });
      });
    }
    it('reaches exactly the states its facts allow', () => {
      for (const s of reachable) expect(reached, s).toContain(s);
      for (const s of unreachable) expect(reached, s).not.toContain(s);
    });
  });
}

describe('refusals explained', () => {
  const subject = (status: 'requested' | 'approved', over: Partial<TimeOffFacts> = {}) => ({
    stored: { status },
    facts: facts(over),
  });

  it('a request beyond the balance is refused with the hours', () => {
    const v = judge(
      timeOffRequestDefinition,
      subject('requested', { hours_hundredths: 1_650, available_hundredths: 1_200 }),
      acmeOwner,
      'approve',
    );
    expect(v).toMatchObject({ ok: false, code: 409 });
    expect(!v.ok && v.reasons).toEqual([
      'Only 12.00 hours are available: this request asks for 16.50.',
    ]);
  });

  it('clients do not decide time off (403, with who may)', () => {
    const v = judge(timeOffRequestDefinition, subject('requested'), client, 'approve');
    expect(v).toMatchObject({ ok: false, code: 403 });
  });

  it('only the requester cancels, and not once started', () => {
    expect(judge(timeOffRequestDefinition, subject('approved'), connie, 'cancel')).toEqual({
      ok: true,
    });
    const other = judge(timeOffRequestDefinition, subject('approved'), acmeOwner, 'cancel');
    expect(!other.ok && other.reasons).toEqual([
      'Only the one who requested it may change or cancel it.',
    ]);
    const late = judge(
      timeOffRequestDefinition,
      subject('approved', { started: true }),
      connie,
      'cancel',
    );
    expect(!late.ok && late.reasons).toEqual([
      'It has started: time already taken is not cancelled.',
    ]);
  });

  it('a rejection needs a reason', () => {
    const v = judge(timeOffRequestDefinition, subject('requested'), acmeOwner, 'reject');
    expect(!v.ok && v.reasons).toEqual(['It needs a reason.']);
  });
});
