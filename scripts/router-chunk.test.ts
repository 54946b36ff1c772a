import { expect, it } from 'vitest';
import { routerChunk, shellChunk } from './router-chunk';

const root = '/app';
const SHELL = '/app/src/app/routes/_shell.tsx?tsr-split=component';
const imports: Record<string, string[]> = {
  '/app/src/app/main.tsx': ['/app/src/app/first-page.tsx', '/app/node_modules/react/index.js'],
  '/app/src/app/app-router.tsx': ['/app/src/app/router.tsx', '/app/src/app/first-page.tsx'],
  '/app/src/app/router.tsx': ['/app/node_modules/@tanstack/react-router/dist/esm/index.js'],
  [SHELL]: [
    '/app/src/app/router.tsx',
    '/app/src/app/layouts/dashboard.tsx',
    '/app/node_modules/react/index.js',
  ],
  '/app/src/app/layouts/dashboard.tsx': ['/app/node_modules/@headlessui/react/dist/index.js'],
};
const graph = { getModuleInfo: (id: string) => ({ importedIds: imports[id] ?? [] }) };
const groupOf = (group: (id: string, g: typeof graph) => string | null) => (id: string) =>
  group(id, graph);

it("puts what the router loads beyond the entry in one chunk, the router's own module apart", () => {
  const of = groupOf(routerChunk('route-table', root));
  expect(of('/app/src/app/router.tsx')).toBe('route-table');
  expect(of('/app/node_modules/@tanstack/react-router/dist/esm/index.js')).toBe('route-table');
  expect(of('/app/src/app/app-router.tsx')).toBeNull();
  expect(of('/app/src/app/first-page.tsx')).toBeNull();
});

it('puts what the shell loads beyond the entry and the router in one chunk, its packages too', () => {
  const of = groupOf(shellChunk('shell', root));
  expect(of(SHELL)).toBe('shell');
  expect(of('/app/src/app/layouts/dashboard.tsx')).toBe('shell');
  expect(of('/app/node_modules/@headlessui/react/dist/index.js')).toBe('shell');
  expect(of('/app/src/app/router.tsx')).toBeNull();
  expect(of('/app/node_modules/react/index.js')).toBeNull();
});
