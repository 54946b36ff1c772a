// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { expect, it, vi } from 'vitest';
import { useSuggestions } from './use-suggestions';

const results = ['Austin', 'Boston', 'Chicago'];
/** A key pressed in the input; `prevented` tells whether the list kept it from the input. */
const press = (key: string) => {
  const e = { key, preventDefault: vi.fn() };
  return { e: e as unknown as KeyboardEvent<HTMLInputElement>, prevented: e.preventDefault };
};

it('moves the highlight with the arrows within the results and picks it with Enter, from the first again', () => {
  const picked: string[] = [];
  const { result } = renderHook(() => useSuggestions(results, (o) => picked.push(o)));
  const key = (k: string) => {
    const { e, prevented } = press(k);
    let answered = false;
    act(() => {
      answered = result.current.keys(e, true);
    });
    return [answered, prevented.mock.calls.length > 0];
  };
  expect(result.current.current).toBe(0);
  expect(key('ArrowUp')).toEqual([true, true]);
  expect(result.current.current).toBe(0);
  for (const _ of results) key('ArrowDown');
  expect(result.current.current).toBe(2);
  expect(key('Enter')).toEqual([true, true]);
  expect(picked).toEqual(['Chicago']);
  expect(result.current.current).toBe(0);
});

it('leaves the field its own keys, and every key while the list is closed', () => {
  const onPick = vi.fn();
  const { result } = renderHook(() => useSuggestions(results, onPick));
  for (const [k, open] of [
    ['Escape', true],
    ['Backspace', true],
    ['ArrowDown', false],
    ['Enter', false],
  ] as const) {
    const { e, prevented } = press(k);
    expect(result.current.keys(e, open)).toBe(false);
    expect(prevented).not.toHaveBeenCalled();
  }
  expect(onPick).not.toHaveBeenCalled();
});

it('starts the highlight again when new words are typed, and picks nothing from no results', () => {
  const onPick = vi.fn();
  const { result, rerender } = renderHook(({ list }) => useSuggestions(list, onPick), {
    initialProps: { list: results },
  });
  act(() => void result.current.keys(press('ArrowDown').e, true));
  expect(result.current.current).toBe(1);
  act(() => result.current.restart());
  expect(result.current.current).toBe(0);
  rerender({ list: [] });
  act(() => void result.current.keys(press('Enter').e, true));
  expect(onPick).not.toHaveBeenCalled();
});
