import { expect, it, vi } from 'vitest';
import { reloadForChunkError } from './chunk-reload';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

it('reloads on a chunk-load failure at most once per minute', () => {
  const storage = memoryStorage();
  const reload = vi.fn();
  const chunk = new TypeError('Failed to fetch dynamically imported module: /assets/login-abc.js');
  expect(reloadForChunkError(chunk, 1_000_000, storage, reload)).toBe(true);
  expect(reloadForChunkError(chunk, 1_059_999, storage, reload)).toBe(false);
  expect(reloadForChunkError(chunk, 1_060_000, storage, reload)).toBe(true);
  expect(reload).toHaveBeenCalledTimes(2);
});

it('ignores other errors', () => {
  const reload = vi.fn();
  expect(reloadForChunkError(new Error('boom'), 0, memoryStorage(), reload)).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});
