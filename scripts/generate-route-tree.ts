import { Generator, getConfig } from '@tanstack/router-generator';

/**
 * Writes src/app/routeTree.gen.ts from the route files, as the Vite plugin does, so typecheck and
 * the route table test work without a build.
 */
export async function generateRouteTree(root = process.cwd()): Promise<void> {
  const config = getConfig(
    {
      target: 'react',
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/routeTree.gen.ts',
      disableLogging: true,
    },
    root,
  );
  await new Generator({ config, root }).run();
}

if (import.meta.url === `file://${process.argv[1]}`) await generateRouteTree();
