import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Signature } from './contract';
import { signApproveScreen } from './sign-approve.screen';

function dialog(approveFails = false) {
  const calls: (string | Signature)[] = [];
  let changed = 0;
  const chart = signApproveScreen.provide({
    actors: {
      sign: fromPromise(async ({ input }) => void calls.push('sign', input.signature)),
      approve: fromPromise(async () => {
        calls.push('approve');
        if (approveFails) throw new Error('Not allowed now');
      }),
    },
    actions: { changed: () => void (changed += 1) },
  });
  const actor = createActor(chart, { input: { id: 't1' } }).start();
  return { actor, calls, changed: () => changed };
}

describe('sign and approve in one dialog', () => {
  it('signs with the typed name and drawing, then approves: two requests, one confirmation', async () => {
    const { actor, calls, changed } = dialog();
    actor.send({ type: 'signApprove.open' });
    actor.send({ type: 'signApprove.confirm' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'signApprove.name', value: '  Gloria Globex ' });
    actor.send({ type: 'signApprove.draw', png: 'data:image/png;base64,AAAA' });
    actor.send({ type: 'signApprove.confirm' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls).toEqual([
      'sign',
      { full_name: 'Gloria Globex', drawn_png: 'data:image/png;base64,AAAA' },
      'approve',
    ]);
    expect(changed()).toBe(1);
  });

  it('a failed approval after signing says so and retries the approval alone', async () => {
    const { actor, calls } = dialog(true);
    actor.send({ type: 'signApprove.open' });
    actor.send({ type: 'signApprove.name', value: 'Gloria Globex' });
    actor.send({ type: 'signApprove.confirm' });
    const failed = await waitFor(actor, (s) => s.matches('approvalFailed'));
    expect(failed.context.error).toBe('Not allowed now');
    actor.send({ type: 'signApprove.retry' });
    await waitFor(actor, (s) => s.matches('approvalFailed'));
    expect(calls.filter((c) => c === 'sign')).toHaveLength(1);
    expect(calls.filter((c) => c === 'approve')).toHaveLength(2);
  });
});
