import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderAllCharts, statechartFiles } from './statecharts/render';

const root = process.cwd();
const out = join(root, 'statecharts');
const files = statechartFiles(renderAllCharts());
mkdirSync(out, { recursive: true });
for (const name of readdirSync(out)) if (!(name in files)) rmSync(join(out, name));
for (const [name, content] of Object.entries(files)) writeFileSync(join(out, name), content);
console.log(`statecharts: wrote ${Object.keys(files).length} files to statecharts/`);
