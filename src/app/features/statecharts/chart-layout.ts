import type { ChartGraph, GraphEdge } from '../../../../machines/kit/chart-graph';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PlacedNode extends Box {
  id: string;
  label: string;
  /** Compound and parallel states are drawn as frames around their children. */
  frame: boolean;
  final: boolean;
  /** A parallel state's regions are separated by dashed lines. */
  region: boolean;
  initial: boolean;
  depth: number;
}

export interface PlacedEdge {
  /** The chart's transitions drawn as this line: several events between the same two states share one. */
  edges: GraphEdge[];
  source: string;
  target: string;
  path: string;
  labelX: number;
  labelY: number;
  lines: string[];
}

export interface ChartLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

const CHAR = 7.2;
const LEAF_H = 40;
const HEADER = 26;
const PAD = 18;
const GAP_X = 70;
const GAP_Y = 84;
const LINE = 15;

const labelWidth = (text: string) => Math.ceil(text.length * CHAR);

interface Sized {
  w: number;
  h: number;
  /** Positions of the children, relative to this node's top-left. */
  at: Map<string, { x: number; y: number }>;
}

/** The child of `ancestor` on the way down to `id` (or `id` itself), if `id` is inside it. */
function childToward(graph: ChartGraph, ancestor: string, id: string): string | null {
  let current: string | null = id;
  while (current) {
    const parent: string | null = graph.nodes[current]?.parent ?? null;
    if (parent === ancestor) return current;
    current = parent;
  }
  return null;
}

/** Rows of a compound state's children: breadth-first from the initial child along the transitions between them. */
export function layers(graph: ChartGraph, id: string): string[][] {
  const node = graph.nodes[id];
  if (!node) return [];
  const next = new Map<string, string[]>(node.children.map((c) => [c, []]));
  for (const e of graph.edges) {
    if (!e.target) continue;
    const a = childToward(graph, id, e.source);
    const b = childToward(graph, id, e.target);
    if (a && b && a !== b) next.get(a)?.push(b);
  }
  const layer = new Map<string, number>();
  const order: string[] = [];
  const seeds = [node.initial, ...node.children].filter((c): c is string => Boolean(c));
  for (const seed of seeds) {
    if (layer.has(seed)) continue;
    layer.set(seed, 0);
    const queue = [seed];
    while (queue.length) {
      const current = queue.shift() as string;
      order.push(current);
      for (const n of next.get(current) ?? []) {
        if (layer.has(n)) continue;
        layer.set(n, (layer.get(current) ?? 0) + 1);
        queue.push(n);
      }
    }
  }
  const rows: string[][] = [];
  for (const c of order) (rows[layer.get(c) ?? 0] ??= []).push(c);
  return rows.filter(Boolean);
}

function measure(graph: ChartGraph, id: string, sizes: Map<string, Sized>): Sized {
  const node = graph.nodes[id];
  if (!node) throw new Error(`no state ${id}`);
  let sized: Sized;
  if (node.children.length === 0) {
    sized = { w: Math.max(110, labelWidth(node.key) + 32), h: LEAF_H, at: new Map() };
  } else if (node.type === 'parallel') {
    const regions = node.children.map((c) => [c, measure(graph, c, sizes)] as const);
    const at = new Map<string, { x: number; y: number }>();
    let x = PAD;
    for (const [c, s] of regions) {
      at.set(c, { x, y: HEADER });
      x += s.w;
    }
    const w = Math.max(x + PAD, labelWidth(node.key) + 2 * PAD);
    sized = { w, h: HEADER + Math.max(...regions.map(([, s]) => s.h)) + PAD / 2, at };
  } else {
    const rows = layers(graph, id).map((row) => row.map((c) => [c, measure(graph, c, sizes)] as const));
    const widths = rows.map((row) => row.reduce((sum, [, s]) => sum + s.w, 0) + GAP_X * (row.length - 1));
    const inner = Math.max(...widths, labelWidth(node.key));
    const at = new Map<string, { x: number; y: number }>();
    let y = node.parent === null ? PAD : HEADER + PAD / 2;
    rows.forEach((row, i) => {
      let x = PAD + (inner - (widths[i] ?? 0)) / 2;
      const rowH = Math.max(...row.map(([, s]) => s.h));
      for (const [c, s] of row) {
        at.set(c, { x, y: y + (rowH - s.h) / 2 });
        x += s.w + GAP_X;
      }
      y += rowH + GAP_Y;
    });
    sized = { w: inner + 2 * PAD, h: y - GAP_Y + PAD, at };
  }
  sizes.set(id, sized);
  return sized;
}

function boxSide(b: Box, toward: { x: number; y: number }) {
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  if (toward.y > b.y + b.h) return { x: cx, y: b.y + b.h };
  if (toward.y < b.y) return { x: cx, y: b.y };
  return { x: toward.x > cx ? b.x + b.w : b.x, y: cy };
}

const round = (n: number) => Math.round(n * 10) / 10;

function route(source: Box, target: Box, lanes: number): { path: string; labelX: number; labelY: number } {
  if (source === target) {
    // A transition that stays in its state: a loop off the right side.
    const x = source.x + source.w;
    const y = source.y + source.h / 2;
    const reach = 34 + lanes * 4;
    return { path: `M${x},${y - 10} C${x + reach},${y - 28} ${x + reach},${y + 28} ${x},${y + 10}`, labelX: x + reach + 4, labelY: y };
  }
  const sc = { x: source.x + source.w / 2, y: source.y + source.h / 2 };
  const tc = { x: target.x + target.w / 2, y: target.y + target.h / 2 };
  const down = tc.y > source.y + source.h;
  const up = tc.y < source.y;
  if (!down && up) {
    // Back to an earlier row: leave and arrive on the sides, bowed out so it does not hide the forward line.
    const rightward = tc.x >= sc.x;
    const from = { x: rightward ? source.x + source.w : source.x, y: sc.y };
    const to = { x: rightward ? target.x + target.w : target.x, y: tc.y };
    const bow = (rightward ? 1 : -1) * (60 + lanes * 10);
    const c1 = { x: from.x + bow, y: from.y };
    const c2 = { x: to.x + bow, y: to.y };
    return {
      path: `M${round(from.x)},${round(from.y)} C${round(c1.x)},${round(c1.y)} ${round(c2.x)},${round(c2.y)} ${round(to.x)},${round(to.y)}`,
      labelX: (from.x + to.x) / 2 + bow * 0.75,
      labelY: (from.y + to.y) / 2,
    };
  }
  const from = boxSide(source, tc);
  const to = boxSide(target, sc);
  const dy = (to.y - from.y) / 2;
  const vertical = down || up;
  const c1 = vertical ? { x: from.x, y: from.y + dy } : { x: (from.x + to.x) / 2, y: from.y };
  const c2 = vertical ? { x: to.x, y: to.y - dy } : { x: (from.x + to.x) / 2, y: to.y };
  return {
    path: `M${round(from.x)},${round(from.y)} C${round(c1.x)},${round(c1.y)} ${round(c2.x)},${round(c2.y)} ${round(to.x)},${round(to.y)}`,
    labelX: (from.x + to.x) / 2,
    labelY: (from.y + to.y) / 2,
  };
}

/**
 * A layered drawing of a chart: each compound state lays its children out in rows, breadth-first from
 * its initial state, parallel regions side by side; transitions between the same two states share one
 * line labelled with each event. Pure, so it is tested without a browser.
 */
export function layoutChart(graph: ChartGraph): ChartLayout {
  const sizes = new Map<string, Sized>();
  const rootSize = measure(graph, graph.root, sizes);
  const first = drawAt(graph, sizes, 0);
  // Lines bowed out to the left may reach past the states: move everything right by as much.
  const left = Math.min(0, ...first.edges.map((e) => e.labelX - Math.max(...e.lines.map(labelWidth)) / 2 - PAD));
  const { nodes, edges } = left < 0 ? drawAt(graph, sizes, -left) : first;
  const reach = Math.max(0, ...edges.map((e) => e.labelX + Math.max(...e.lines.map(labelWidth)) / 2 + PAD));
  const low = Math.max(0, ...edges.map((e) => e.labelY + e.lines.length * LINE));
  return { width: Math.ceil(Math.max(rootSize.w - left, reach)), height: Math.ceil(Math.max(rootSize.h, low)), nodes, edges };
}

function drawAt(graph: ChartGraph, sizes: Map<string, Sized>, offset: number): { nodes: PlacedNode[]; edges: PlacedEdge[] } {
  const nodes: PlacedNode[] = [];
  const boxes = new Map<string, Box>();
  const place = (id: string, x: number, y: number, depth: number) => {
    const node = graph.nodes[id];
    const s = sizes.get(id);
    if (!node || !s) return;
    const box = { x, y, w: s.w, h: s.h };
    boxes.set(id, box);
    const parent = node.parent ? graph.nodes[node.parent] : null;
    if (id !== graph.root) {
      nodes.push({
        id,
        label: node.key,
        ...box,
        frame: node.children.length > 0,
        final: node.type === 'final',
        region: parent?.type === 'parallel',
        initial: parent?.initial === id,
        depth,
      });
    }
    for (const c of node.children) {
      const rel = s.at.get(c);
      if (rel) place(c, x + rel.x, y + rel.y, depth + 1);
    }
  };
  place(graph.root, offset, 0, 0);

  const groups = new Map<string, GraphEdge[]>();
  for (const e of graph.edges) {
    const key = `${e.source}→${e.target ?? e.source}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const edges: PlacedEdge[] = [];
  const lanes = new Map<string, number>();
  for (const group of groups.values()) {
    const head = group[0] as GraphEdge;
    const target = head.target ?? head.source;
    const sb = boxes.get(head.source);
    const tb = boxes.get(target);
    if (!sb || !tb) continue;
    const lane = lanes.get(head.source) ?? 0;
    lanes.set(head.source, lane + 1);
    const lines = [...new Set(group.map((e) => e.label))];
    const r = route(sb, tb, lane);
    // A loop's label starts beside it rather than centred on it.
    const labelX = sb === tb ? r.labelX + Math.max(...lines.map(labelWidth)) / 2 : r.labelX;
    edges.push({ edges: group, source: head.source, target, lines, path: r.path, labelX, labelY: r.labelY });
  }
  return { nodes, edges };
}
