import { existsSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { routeFiles } from './route-files';

const TREE = 'src/app/routeTree.gen.ts';

it("reads each page of the app's route tree with its file and its layouts, nearest first", () => {
  const pages = routeFiles(readFileSync(TREE, 'utf8'));
  expect(pages.find((p) => p.fullPath === '/partner/dashboard')).toEqual({
    fullPath: '/partner/dashboard',
    file: 'routes/_shell/partner.dashboard',
    layouts: ['routes/_shell', 'routes/__root'],
  });
  expect(pages.find((p) => p.fullPath === '/agreements/')?.file).toBe(
    'routes/_shell/agreements.index',
  );
  expect(pages.find((p) => p.fullPath === '/login')?.layouts).toEqual(['routes/__root']);
  // The signed-in shell is a layout, not a page; every page's file is on disk.
  expect(pages.some((p) => p.file === 'routes/_shell')).toBe(false);
  for (const p of pages) expect(existsSync(`src/app/${p.file}.tsx`), p.file).toBe(true);
  expect(new Set(pages.map((p) => p.fullPath)).size).toBe(pages.length);
});

it('refuses a tree it cannot read, rather than a build with no pages', () => {
  expect(() => routeFiles('export const routeTree = {}')).toThrow(/no route declared/);
});
