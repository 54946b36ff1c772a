import { expect, it } from 'vitest';
import { isApplePlatform, isPaletteShortcut } from './platform';

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

it('tells Apple devices by their platform', () => {
  expect(isApplePlatform({ platform: 'MacIntel' } as Navigator)).toBe(true);
  expect(isApplePlatform({ platform: 'iPhone' } as Navigator)).toBe(true);
  expect(
    isApplePlatform({ platform: '', userAgentData: { platform: 'macOS' } } as unknown as Navigator),
  ).toBe(true);
  expect(isApplePlatform({ platform: 'Linux x86_64' } as Navigator)).toBe(false);
  expect(isApplePlatform({ platform: 'Win32' } as Navigator)).toBe(false);
});

it('opens the palette with ctrl+k elsewhere and cmd+k on Apple devices only', () => {
  expect(isPaletteShortcut(key('k', { ctrlKey: true }), false)).toBe(true);
  expect(isPaletteShortcut(key('K', { ctrlKey: true }), false)).toBe(true);
  expect(isPaletteShortcut(key('k', { metaKey: true }), false)).toBe(false);
  expect(isPaletteShortcut(key('k', { metaKey: true }), true)).toBe(true);
  expect(isPaletteShortcut(key('k', { ctrlKey: true }), true)).toBe(false);
  expect(isPaletteShortcut(key('k'), false)).toBe(false);
  expect(isPaletteShortcut(key('j', { ctrlKey: true }), false)).toBe(false);
  expect(isPaletteShortcut(key('k', { ctrlKey: true, shiftKey: true }), false)).toBe(false);
});
