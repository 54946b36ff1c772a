import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { charts } from '../../machines/charts';
import { chartGraph } from '../../machines/kit/chart-graph';
import { eventWords, statusWords } from '../../src/domain/format/words';

// Issue 29: statuses and event names read as words everywhere. Screens show them through the one
// vocabulary (src/domain/format/words.ts); these tests feed it every name the product has, so a new
// status or event it would print as a code (a stray underscore, a dot, camelCase) fails here.

/** Words as people write them: no underscore, dot, colon or a capital inside a word. */
const READS_AS_WORDS = /^[A-Z0-9][A-Za-z0-9 ,()'’/+-]*$/;
const expectWords = (read: string, raw: string) => {
  expect(read, raw).toMatch(READS_AS_WORDS);
  expect(read, raw).not.toMatch(/[a-z][A-Z]/);
};

const ROOT = join(import.meta.dirname, '..', '..');

/** Source files under `dir`, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && /\.ts$/.test(f.name) && !/\.test\.ts$/.test(f.name))
    .map((f) => relative(ROOT, join(f.parentPath, f.name)));
}

/**
 * Every event type the event store accepts: the payload schemas of every stream, found in the files
 * that declare an `EventStream`, so a stream added later is read without listing it here.
 */
async function storedEventTypes(): Promise<string[]> {
  const files = [...sources('src/server'), ...sources('src/resources')].filter((f) =>
    /: EventStream = \{/.test(readFileSync(join(ROOT, f), 'utf8')),
  );
  expect(files.length).toBeGreaterThan(10);
  const types = new Set<string>();
  for (const file of files) {
    const mod = (await import(join(ROOT, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (!value || typeof value !== 'object') continue;
      const payloads =
        'payloads' in value
          ? (value as { payloads: object }).payloads
          : /Payloads$/.test(name)
            ? value
            : null;
      for (const type of Object.keys(payloads ?? {})) types.add(type);
    }
  }
  return [...types].sort();
}

describe('every status of every chart reads as words', () => {
  const states = charts.flatMap((chart) =>
    Object.values(chartGraph(chart.machine, chart.workflow).nodes)
      .filter((n) => n.parent !== null)
      .map((n) => [chart.id, n.key, n.label] as const),
  );

  it('statusWords names each state, and the diagrams draw that name', () => {
    expect(states.length).toBeGreaterThan(100);
    for (const [chart, key, label] of states) {
      expectWords(statusWords(key), `${chart}: ${key}`);
      expect(label, `${chart}: ${key}`).toBe(statusWords(key));
    }
  });
});

describe('every event type reads as words', () => {
  it("every workflow chart's events, and the labels its diagram and audit replay draw", () => {
    const workflows = charts.filter((c) => c.workflow);
    expect(workflows.length).toBeGreaterThan(8);
    for (const chart of workflows) {
      for (const edge of chartGraph(chart.machine, chart.workflow).edges) {
        expectWords(eventWords(edge.event), `${chart.id}: ${edge.event}`);
        expectWords(edge.label, `${chart.id}: ${edge.event}`);
      }
    }
  });

  it('every event type the event store accepts', async () => {
    const types = await storedEventTypes();
    expect(types).toEqual(
      expect.arrayContaining([
        'invoice.allocate',
        'onboarding.finished',
        'timesheet.sentToPayroll',
      ]),
    );
    for (const type of types) expectWords(eventWords(type), type);
  });
});
