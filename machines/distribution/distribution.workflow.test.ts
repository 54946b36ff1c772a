import { createTestModel } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../src/domain/policy/demo-users.fixture';
import { judge } from '../kit/workflow';
import { distributionDefinition as wf, type DistributionStored } from './distribution.definition';
import type { DistributionEvent } from './distribution.events';
import { distributionWorkflow } from './distribution.workflow';

type Snapshot = SnapshotFrom<typeof distributionWorkflow>;
const users = Object.values(demoUsers);
const admin = demoUsers['admin@demo.test']!;
const sales = demoUsers['sales@demo.test']!;

for (const amountCents of [1_250, 0]) {
  describe(`distribution chart, ${amountCents} cents owed`, () => {
    const facts = { amountCents };
    const samples: DistributionEvent[] = users.map((user) => ({
      type: 'distribution.markPaid',
      user,
    }));
    const model = createTestModel(distributionWorkflow, { events: samples, input: facts } as never);
    const reached = new Set<string>();
    it('starts pending', () =>
      expect(createActor(distributionWorkflow, { input: facts }).start().getSnapshot().value).toBe(
        'pending',
      ));
    for (const path of model.getShortestPaths({ allowDuplicatePaths: true } as never)) {
      it(path.description, async () => {
        await path.test({
          events: {},
          states: Object.fromEntries(
            ['pending', 'paid'].map((key) => [
              key,
              (s: Snapshot) => {
                reached.add(key);
                // Only admins ever mark paid (server 403 for the rest), and only something owed.
                for (const e of samples)
                  if (e.user.user_type !== 'admin') expect(s.can(e), e.user.email).toBe(false);
                expect(wf.storedOf(s)).toEqual({ status: key });
              },
            ]),
          ),
        });
      });
    }
    it('is paid by an admin exactly when something is owed', () => {
      expect(reached.has('paid')).toBe(amountCents > 0);
      const pending: DistributionStored = { status: 'pending' };
      const paid: DistributionStored = { status: 'paid' };
      const verdict = judge(wf, { stored: pending, facts }, admin, 'mark_paid');
      expect(verdict.ok).toBe(amountCents > 0);
      expect(judge(wf, { stored: pending, facts }, sales, 'mark_paid')).toMatchObject({
        ok: false,
        code: 403,
      });
      expect(judge(wf, { stored: paid, facts }, admin, 'mark_paid')).toMatchObject({ ok: false });
    });
  });
}
