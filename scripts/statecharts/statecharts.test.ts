import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { charts } from '../../machines/charts';
import { renderAllCharts, statechartFiles } from './render';

const root = join(import.meta.dirname, '..', '..');

function chartFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return chartFiles(path);
    return /(\.(screen|workflow)|^chart)\.ts$/.test(name) ? [path] : [];
  });
}

it('statecharts/ matches the charts in machines/ (run `npm run statecharts`)', () => {
  const expected = statechartFiles(renderAllCharts());
  const dir = join(root, 'statecharts');
  const committed = existsSync(dir) ? readdirSync(dir).sort() : [];
  expect(committed).toEqual(Object.keys(expected).sort());
  for (const [name, content] of Object.entries(expected)) {
    expect(readFileSync(join(dir, name), 'utf8'), `statecharts/${name} is stale`).toBe(content);
  }
  expect(Object.keys(expected)).toEqual(expect.arrayContaining(['session.json', 'session.mmd', 'twoFactor.mmd', 'globals.json']));
});

it('the registry in machines/charts.ts holds every chart exported from machines/ and the resource folders, the very object, at its file', async () => {
  const found: { id: string; source: string; machine: unknown }[] = [];
  for (const file of [...chartFiles(join(root, 'machines')), ...chartFiles(join(root, 'src', 'resources'))]) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'getInitialSnapshot' in value) {
        found.push({ id: (value as unknown as { id: string }).id, source: relative(root, file), machine: value });
      }
    }
  }
  const missing = found.filter((f) => !charts.some((c) => c.machine === f.machine && c.source === f.source)).map((f) => `${f.id} (${f.source})`);
  expect(missing, 'add a line for each to machines/charts.ts, or to its resource\'s manifest').toEqual([]);
  expect(new Set(charts.map((c) => c.id)).size).toBe(charts.length);
  for (const c of charts) expect(c.title.length, c.id).toBeGreaterThan(0);
});
