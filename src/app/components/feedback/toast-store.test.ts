import { describe, expect, it } from 'vitest';
import { FAILED_FORM_TOAST } from './constants';
import { toastDuration, toastStore } from './toast-store';

describe('toasts (spec §9)', () => {
  it.each([
    ['info', 5000],
    ['success', 6000],
    ['error', 6000],
    ['warning', 6000],
  ] as const)('%s toasts last %i ms', (kind, ms) => expect(toastDuration(kind)).toBe(ms));

  it('shows a toast and removes it when its time is up', () => {
    const timers: { fn: () => void; ms: number }[] = [];
    const schedule = ((fn: () => void, ms: number) =>
      timers.push({ fn, ms })) as unknown as typeof setTimeout;
    const id = toastStore.show(FAILED_FORM_TOAST, 'error', schedule);
    expect(toastStore.get()).toContainEqual({
      id,
      kind: 'error',
      message: 'Some fields are missing or there are formatting issues',
    });
    expect(timers.map((t) => t.ms)).toEqual([6000]);
    timers[0]?.fn();
    expect(toastStore.get().find((t) => t.id === id)).toBeUndefined();
  });

  it('a success clears the errors of earlier attempts but keeps warnings', () => {
    const schedule = (() => 0) as unknown as typeof setTimeout;
    const error = toastStore.show(FAILED_FORM_TOAST, 'error', schedule);
    const warning = toastStore.show('Offline', 'warning', schedule);
    const saved = toastStore.show('Saved', 'success', schedule);
    const ids = toastStore.get().map((t) => t.id);
    expect(ids).not.toContain(error);
    expect(ids).toEqual(expect.arrayContaining([warning, saved]));
  });
});
