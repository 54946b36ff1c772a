import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { renderAllCharts, statechartFiles } from './render';

const root = join(import.meta.dirname, '..', '..');

it('statecharts/ matches the charts in machines/ (run `npm run statecharts`)', async () => {
  const expected = statechartFiles(await renderAllCharts(root));
  const dir = join(root, 'statecharts');
  const committed = existsSync(dir) ? readdirSync(dir).sort() : [];
  expect(committed).toEqual(Object.keys(expected).sort());
  for (const [name, content] of Object.entries(expected)) {
    expect(readFileSync(join(dir, name), 'utf8'), `statecharts/${name} is stale`).toBe(content);
  }
  expect(Object.keys(expected)).toEqual(expect.arrayContaining(['session.json', 'session.mmd', 'twoFactor.mmd', 'globals.json']));
});
