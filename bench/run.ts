import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { bundleSize } from './bundle-size';

if (!existsSync('dist/index.html'))
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });

console.log('== Bundle size');
await bundleSize(['/login']);
await (await import('./lighthouse')).benchLighthouse();
await (await import('./scale')).benchListsAtScale();
await (await import('./uploads')).benchUploads();
await (await import('./search')).benchSearchAtScale();
