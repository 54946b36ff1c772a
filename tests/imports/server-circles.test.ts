import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { circles, cycleThrough, importGraph } from './import-graph';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the import graph of src/server and the resource folders', () => {
  const graph = importGraph(root, ['src/server', 'src/resources']);

  it('is read: the event store and the app are in it with their imports', () => {
    expect(graph.get('src/server/events/store.ts')).toContain('src/server/events/chain.ts');
    expect(graph.get('src/server/app.ts')?.length).toBeGreaterThan(10);
    expect(graph.get('src/server/app.ts')).toContain('src/resources/server.ts');
  });

  it('has no circle: every module loads after everything it imports', () => {
    const found = circles(graph).map(
      (component) => `${component.length} files: ${cycleThrough(graph, component).join(' → ')}`,
    );
    expect(found).toEqual([]);
  });
});

describe('the circle finder', () => {
  const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

  it('finds a circle and names one way round it', () => {
    const graph = graphOf({ a: ['b'], b: ['c'], c: ['a', 'd'], d: [] });
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
    expect(cycleThrough(graph, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'a']);
  });

  it('finds a module importing itself and passes a graph without circles', () => {
    expect(circles(graphOf({ a: ['a'] }))).toEqual([['a']]);
    expect(circles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });
});
