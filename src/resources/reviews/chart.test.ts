import { createTestModel } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { judge } from '../../../machines/kit/workflow';
import { demoUsers } from '../../domain/policy/demo-users.fixture';
import { decideAction } from '../../domain/workflow/action-meta';
import {
  reviewDefinition,
  reviewEventForAction,
  reviewWorkflow,
  type ReviewEvent,
  type ReviewFacts,
} from './chart';
import { reviewActionMeta, reviewActions } from './contract';
import { reviewStatuses } from './query';

type Snapshot = SnapshotFrom<typeof reviewWorkflow>;
const users = Object.values(demoUsers);
const actionOf = Object.fromEntries(
  Object.entries(reviewEventForAction).map(([a, e]) => [e, a]),
) as Record<string, (typeof reviewActions)[number] | undefined>;

const samples = (): ReviewEvent[] =>
  users.flatMap((user) => [
    { type: 'review.edit', user } as ReviewEvent,
    ...reviewActions.flatMap((a) => {
      const type = reviewEventForAction[a];
      return reviewActionMeta[a].needs
        ? [{ type, user } as ReviewEvent, { type, user, reason: 'Document missing' } as ReviewEvent]
        : [{ type, user } as ReviewEvent];
    }),
  ]);

// A rated review taken up by someone outside the demo accounts, so every decider may decide it.
const facts: ReviewFacts = { rated: true, reviewerUserId: 'another-reviewer' };

describe('review chart (spec §4 statuses)', () => {
  const model = createTestModel(reviewWorkflow, { events: samples(), input: facts });
  const reached = new Set<string>();
  it('starts pending', () =>
    expect(createActor(reviewWorkflow, { input: facts }).start().getSnapshot().value).toBe(
      'pending',
    ));
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true } as never)) {
    it(path.description, async () => {
      await path.test({
        events: {},
        states: Object.fromEntries(
          reviewStatuses.map((key) => [
            key,
            (s: Snapshot) => {
              reached.add(key);
              for (const e of samples()) {
                const action = actionOf[e.type];
                if (action && !decideAction(reviewActionMeta[action], e.user).allowed)
                  expect(s.can(e), `${e.user.email} ${e.type}`).toBe(false);
              }
              expect(reviewDefinition.storedOf(s)).toEqual({ status: key });
            },
          ]),
        ),
      });
    });
  }
  it('reaches all six statuses', () => {
    for (const s of reviewStatuses) expect(reached, s).toContain(s);
  });
});

describe('review refusals explained', () => {
  const admin = demoUsers['admin@demo.test']!;
  const recruiter = demoUsers['recruiter@acme.test']!;
  const at = (status: (typeof reviewStatuses)[number], f: Partial<ReviewFacts> = {}) => ({
    stored: { status },
    facts: { ...facts, ...f },
  });

  it('its reviewer may not decide it (409, four eyes)', () => {
    const v = judge(
      reviewDefinition,
      at('awaiting_approval', { reviewerUserId: admin.id }),
      admin,
      'approve',
    );
    expect(v).toMatchObject({
      ok: false,
      code: 409,
      reasons: ['You reviewed it: someone else approves or rejects it.'],
    });
  });

  it('a recruiter reviews but may not approve (403)', () => {
    expect(judge(reviewDefinition, at('processing'), recruiter, 'submit')).toEqual({ ok: true });
    expect(judge(reviewDefinition, at('awaiting_approval'), recruiter, 'approve')).toMatchObject({
      ok: false,
      code: 403,
    });
  });

  it('no approval before a rating', () => {
    const v = judge(reviewDefinition, at('processing', { rated: false }), admin, 'submit');
    expect(!v.ok && v.reasons).toEqual(['Give it a rating (1 to 5) before it goes for approval.']);
  });
});
