import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export interface ChartExport {
  id: string;
  source: string;
  json: string;
  mermaid: string;
}

interface TransitionView {
  event: string;
  targets: string[];
  guard?: string;
  description?: string;
}

interface StateView {
  type: string;
  description?: string;
  tags?: string[];
  invoke?: string[];
  initial?: string;
  transitions?: TransitionView[];
  states?: Record<string, StateView>;
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'getInitialSnapshot' in value;

function listChartFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return listChartFiles(path);
      return /\.(screen|workflow)\.ts$/.test(name) ? [path] : [];
    });
}

/** A readable event name: invoke outcomes and timers say what they are. */
function eventLabel(type: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return `error: ${error[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `after ${after[1]}`;
  if (type === '') return 'always';
  return type;
}

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') return guard.name && guard.name !== 'guard' ? guard.name : 'inline';
  return undefined;
}

function stateView(node: AnyStateNode): StateView {
  const transitions: TransitionView[] = [];
  for (const [event, list] of node.transitions) {
    for (const t of list) {
      transitions.push({
        event: eventLabel(event),
        targets: (t.target ?? []).map((target: AnyStateNode) => target.id),
        ...(guardName(t.guard) ? { guard: guardName(t.guard) } : {}),
        ...(t.description ? { description: t.description } : {}),
      });
    }
  }
  for (const t of node.always ?? []) {
    transitions.push({
      event: 'always',
      targets: (t.target ?? []).map((target: AnyStateNode) => target.id),
      ...(guardName(t.guard) ? { guard: guardName(t.guard) } : {}),
    });
  }
  const children = Object.entries(node.states) as [string, AnyStateNode][];
  return {
    type: node.type,
    ...(node.description ? { description: node.description } : {}),
    ...(node.tags.length ? { tags: [...node.tags] } : {}),
    ...(node.invoke.length ? { invoke: node.invoke.map((i: { src: unknown }) => String(i.src)) } : {}),
    ...(node.type === 'compound' && node.config.initial ? { initial: String(node.config.initial) } : {}),
    ...(transitions.length ? { transitions } : {}),
    ...(children.length ? { states: Object.fromEntries(children.map(([k, c]) => [k, stateView(c)])) } : {}),
  };
}

const mermaidId = (id: string) => id.replace(/[^A-Za-z0-9]/g, '_');

function mermaidLines(node: AnyStateNode, indent: string): string[] {
  const lines: string[] = [];
  const children = Object.values(node.states) as AnyStateNode[];
  if (node.type === 'compound' && node.config.initial) {
    lines.push(`${indent}[*] --> ${mermaidId(`${node.id}.${String(node.config.initial)}`)}`);
  }
  children.forEach((child, i) => {
    const id = mermaidId(child.id);
    if (Object.keys(child.states).length) {
      lines.push(`${indent}state "${child.key}" as ${id} {`);
      lines.push(...mermaidLines(child, `${indent}  `));
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}state "${child.key}" as ${id}`);
    }
    if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
    if (node.type === 'parallel' && i < children.length - 1) lines.push(`${indent}--`);
  });
  for (const child of children) {
    for (const t of stateView(child).transitions ?? []) {
      const label = t.guard ? `${t.event} [${t.guard}]` : t.event;
      for (const target of t.targets) lines.push(`${indent}${mermaidId(child.id)} --> ${mermaidId(target)} : ${label}`);
    }
  }
  return lines;
}

export function renderChart(machine: AnyStateMachine, source: string): ChartExport {
  const view = { id: machine.id, source, ...stateView(machine.root) };
  return {
    id: machine.id,
    source,
    json: `${JSON.stringify(view, null, 2)}\n`,
    mermaid: `stateDiagram-v2\n${mermaidLines(machine.root, '  ').join('\n')}\n`,
  };
}

/** Every chart exported from `machines/**\/*.{screen,workflow}.ts`, sorted by id. */
export async function renderAllCharts(root: string): Promise<ChartExport[]> {
  const charts: ChartExport[] = [];
  for (const file of listChartFiles(join(root, 'machines'))) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (isMachine(value)) charts.push(renderChart(value, relative(root, file)));
    }
  }
  return charts.sort((a, b) => a.id.localeCompare(b.id));
}

/** The files of `statecharts/`: per chart JSON and Mermaid, plus an index with every diagram. */
export function statechartFiles(charts: ChartExport[]): Record<string, string> {
  const files: Record<string, string> = {};
  const index = [
    '# Statecharts',
    '',
    'Generated by `npm run statecharts` from the charts in `machines/`; do not edit. A test fails when',
    'these files differ from the charts. Each chart has `<id>.json` (states, transitions, guards and the',
    'business reasons in `description`) and `<id>.mmd` (the diagram below).',
    '',
  ];
  for (const chart of charts) {
    files[`${chart.id}.json`] = chart.json;
    files[`${chart.id}.mmd`] = chart.mermaid;
    index.push(`## ${chart.id}`, '', `Source: \`${chart.source}\``, '', '```mermaid', chart.mermaid.trimEnd(), '```', '');
  }
  files['README.md'] = index.join('\n');
  return files;
}
