import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { resources } from '.';
import { resourceServers } from './server';

const here = import.meta.dirname;
const folders = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

it('every resource folder is in the shared index, and only those', () => {
  // A folder's entry is its manifest, or the chart of a status workflow, which declares it there.
  const entries =
    readFileSync(join(here, 'index.ts'), 'utf8').match(/from '\.\/([\w-]+)\/(manifest|chart)'/g) ??
    [];
  expect(entries.map((l) => l.split('/')[1]).sort()).toEqual(folders);
  expect(resources.map((r) => r.name).sort()).toEqual(folders);
});

it('every folder with a server part has its routes registered, under its own name', () => {
  const withServer = folders.filter((f) => existsSync(join(here, f, 'server.ts')));
  expect(Object.keys(resourceServers).sort()).toEqual(withServer);
});

it('every folder with a table reaches the drizzle schema', () => {
  const withTable = folders.filter((f) => existsSync(join(here, f, 'table.ts')));
  const lines =
    readFileSync(join(here, 'tables.ts'), 'utf8').match(/from '\.\/([\w-]+)\/table'/g) ?? [];
  expect(lines.map((l) => l.split('/')[1]).sort()).toEqual(withTable);
});
