import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { bundleSize } from './bundle-size';

/** `npm run bench -- --only=long-work,uploads` runs just those sections. */
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
const sections: [string, () => Promise<void>][] = [
  ['bundle', async () => {
    if (!existsSync('dist/index.html')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
    console.log('== Bundle size');
    await bundleSize(['/login']);
  }],
  ['lighthouse', async () => void (await (await import('./lighthouse')).benchLighthouse())],
  ['scale', async () => (await import('./scale')).benchListsAtScale()],
  ['uploads', async () => (await import('./uploads')).benchUploads()],
  ['search', async () => (await import('./search')).benchSearchAtScale()],
  ['long-work', async () => (await import('./long-work')).benchLongWork()],
];
for (const [name, run] of sections) if (!only || only.includes(name)) await run();
