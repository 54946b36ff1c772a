import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { precompressPlugin } from './scripts/precompress.ts';
import { preloadDeps } from './scripts/preload-deps.ts';
import { routerChunk, shellChunk } from './scripts/router-chunk.ts';
import { routerPagePlugin } from './scripts/router-page.ts';

const preload = preloadDeps();
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
    // Before precompression, which compresses the page it writes.
    routerPagePlugin(),
    precompressPlugin(),
    preload.plugin,
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      // The timings warning reports a busy machine, not a fault of the build: it only crowded the start.
      checks: { bundlerTimings: false },
      output: {
        // Pages loaded later validate with zod; in a chunk of its own it stays off the first page,
        // whose URL parsers (src/app/lib/search-params.ts) do not need it.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            {
              name: routerChunk('route-table'),
              debugName: 'route-table',
              includeDependenciesRecursively: false,
            },
            {
              name: shellChunk('shell'),
              debugName: 'shell',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/v2': apiTarget, '/public_globals': apiTarget, '/docs': apiTarget },
  },
});
