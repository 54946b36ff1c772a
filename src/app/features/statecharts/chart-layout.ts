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
  anchor: 'start' | 'middle';
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
const GAP_X = 56;
const GAP_Y = 78;
const LINE = 15;
/** How far a line returning upwards runs below its source and above its target before it turns. */
const TURN = 16;

const labelWidth = (text: string) => Math.ceil(text.length * CHAR);

/** A pair of children of one compound state joined by transitions between them or their descendants. */
interface Pair {
  key: string;
  a: string;
  b: string;
  labels: string[];
}

interface Sized {
  w: number;
  h: number;
  /** Positions of the children, and of the waypoints of lines that skip rows, relative to this node's top-left. */
  at: Map<string, { x: number; y: number; w: number }>;
  /** The waypoints of each pair that skips rows, in order. */
  via: Map<string, string[]>;
  /** The x of the lane of each pair that returns to an earlier row, relative to this node. */
  lanes: Map<string, number>;
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

/** The transitions between a compound state's children, lifted to those children. */
function pairsOf(graph: ChartGraph, id: string): Pair[] {
  const pairs = new Map<string, Pair>();
  for (const e of graph.edges) {
    if (!e.target) continue;
    const a = childToward(graph, id, e.source);
    const b = childToward(graph, id, e.target);
    if (!a || !b || a === b) continue;
    const key = `${a}→${b}`;
    const pair = pairs.get(key) ?? { key, a, b, labels: [] };
    if (!pair.labels.includes(e.label)) pair.labels.push(e.label);
    pairs.set(key, pair);
  }
  return [...pairs.values()];
}

/**
 * The row of each child of a compound state: transitions that return to a state already on the
 * way from the initial one are set aside, then each state goes one row below the lowest state
 * leading to it (longest path), so a lifecycle reads top to bottom.
 */
function rowOf(graph: ChartGraph, id: string, pairs: Pair[]): Map<string, number> {
  const node = graph.nodes[id];
  const children = node ? node.children : [];
  const out = new Map<string, string[]>(children.map((c) => [c, []]));
  for (const p of pairs) out.get(p.a)?.push(p.b);
  const back = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const visit = (c: string) => {
    state.set(c, 'open');
    for (const n of out.get(c) ?? []) {
      if (state.get(n) === 'open') back.add(`${c}→${n}`);
      else if (!state.has(n)) visit(n);
    }
    state.set(c, 'done');
  };
  for (const c of [node?.initial, ...children]) if (c && !state.has(c)) visit(c);
  const row = new Map<string, number>();
  const depth = (c: string, seen: Set<string>): number => {
    const known = row.get(c);
    if (known !== undefined) return known;
    const preds = pairs.filter((p) => p.b === c && !back.has(p.key) && !seen.has(p.a));
    const r = preds.length ? Math.max(...preds.map((p) => depth(p.a, new Set([...seen, c])) + 1)) : 0;
    row.set(c, r);
    return r;
  };
  for (const c of children) depth(c, new Set());
  return row;
}

/** Rows of a compound state's children, top to bottom, each ordered to keep lines short. */
export function layers(graph: ChartGraph, id: string): string[][] {
  const pairs = pairsOf(graph, id);
  const row = rowOf(graph, id, pairs);
  return orderRows(graph.nodes[id]?.children ?? [], row, pairs);
}

function orderRows(items: string[], row: Map<string, number>, pairs: { a: string; b: string }[]): string[][] {
  const rows: string[][] = [];
  for (const c of items) (rows[row.get(c) ?? 0] ??= []).push(c);
  const dense = rows.filter(Boolean);
  const place = new Map<string, number>();
  dense.forEach((r, i) => {
    if (i > 0) {
      // Each state under the states leading to it: sort by the mean place of its predecessors.
      const mean = (c: string) => {
        const from = pairs.filter((p) => p.b === c && place.has(p.a)).map((p) => place.get(p.a) as number);
        return from.length ? from.reduce((x, y) => x + y, 0) / from.length : 0.5;
      };
      r.sort((x, y) => mean(x) - mean(y));
    }
    r.forEach((c, j) => place.set(c, (j + 0.5) / r.length));
  });
  return dense;
}

function measure(graph: ChartGraph, id: string, sizes: Map<string, Sized>): Sized {
  const node = graph.nodes[id];
  if (!node) throw new Error(`no state ${id}`);
  let sized: Sized;
  if (node.children.length === 0) {
    sized = { w: Math.max(110, labelWidth(node.label) + 32), h: LEAF_H, at: new Map(), via: new Map(), lanes: new Map() };
  } else if (node.type === 'parallel') {
    const regions = node.children.map((c) => [c, measure(graph, c, sizes)] as const);
    const at = new Map<string, { x: number; y: number; w: number }>();
    let x = PAD;
    for (const [c, s] of regions) {
      at.set(c, { x, y: HEADER, w: s.w });
      x += s.w;
    }
    const w = Math.max(x + PAD, labelWidth(node.label) + 2 * PAD);
    sized = { w, h: HEADER + Math.max(...regions.map(([, s]) => s.h)) + PAD / 2, at, via: new Map(), lanes: new Map() };
  } else {
    const pairs = pairsOf(graph, id);
    const row = rowOf(graph, id, pairs);
    const size = new Map<string, { w: number; h: number }>(node.children.map((c) => [c, measure(graph, c, sizes)]));
    // A line that skips rows passes through a waypoint in each row between, which holds its label.
    const via = new Map<string, string[]>();
    const links: { a: string; b: string }[] = [...pairs];
    for (const p of pairs) {
      const from = row.get(p.a) ?? 0;
      const to = row.get(p.b) ?? 0;
      if (to - from < 2) continue;
      const points: string[] = [];
      for (let r = from + 1; r < to; r++) {
        const point = `~${p.key}@${r}`;
        row.set(point, r);
        size.set(point, { w: Math.max(...p.labels.map(labelWidth)) + 16, h: LEAF_H });
        links.push({ a: points.at(-1) ?? p.a, b: point });
        points.push(point);
      }
      via.set(p.key, points);
    }
    const rows = orderRows([...size.keys()], row, links);
    const widths = rows.map((r) => r.reduce((sum, c) => sum + (size.get(c)?.w ?? 0), 0) + GAP_X * (r.length - 1));
    const inner = Math.max(...widths, labelWidth(node.label));
    const at = new Map<string, { x: number; y: number; w: number }>();
    let y = node.parent === null ? PAD : HEADER + PAD / 2;
    rows.forEach((r, i) => {
      let x = PAD + (inner - (widths[i] ?? 0)) / 2;
      const rowH = Math.max(...r.map((c) => size.get(c)?.h ?? 0));
      for (const c of r) {
        const s = size.get(c) ?? { w: 0, h: 0 };
        at.set(c, { x, y: y + (rowH - s.h) / 2, w: s.w });
        x += s.w + GAP_X;
      }
      y += rowH + GAP_Y;
    });
    // Lines back to an earlier row (or along one) run up a lane of their own to the right.
    const lanes = new Map<string, number>();
    let lane = PAD + inner + 12;
    for (const p of pairs) {
      if ((row.get(p.b) ?? 0) > (row.get(p.a) ?? 0)) continue;
      lanes.set(p.key, lane);
      lane += Math.max(...p.labels.map(labelWidth)) + 22;
    }
    sized = { w: lanes.size ? lane : inner + 2 * PAD, h: y - GAP_Y + PAD, at, via, lanes };
  }
  sizes.set(id, sized);
  return sized;
}

const round = (n: number) => Math.round(n * 10) / 10;
const pt = (p: { x: number; y: number }) => `${round(p.x)},${round(p.y)}`;

/** A smooth line through points, leaving and arriving vertically. */
function through(points: { x: number; y: number }[]): string {
  let d = `M${pt(points[0] as { x: number; y: number })}`;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as { x: number; y: number };
    const b = points[i] as { x: number; y: number };
    const dy = (b.y - a.y) / 2;
    d += ` C${pt({ x: a.x, y: a.y + dy })} ${pt({ x: b.x, y: b.y - dy })} ${pt(b)}`;
  }
  return d;
}

const bottom = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h });
const top = (b: Box) => ({ x: b.x + b.w / 2, y: b.y });

interface Route {
  path: string;
  labelX: number;
  labelY: number;
  /** Labels beside a lane or a loop start at their point; others are centred on it. */
  anchor: 'start' | 'middle';
}

function loop(b: Box, lane: number): Route {
  const x = b.x + b.w;
  const y = b.y + b.h / 2;
  const reach = 30 + lane * 6;
  return { path: `M${x},${y - 10} C${x + reach},${y - 28} ${x + reach},${y + 28} ${x},${y + 10}`, labelX: x + reach - 2, labelY: y, anchor: 'start' };
}

/**
 * A layered drawing of a chart: each compound state lays its children out in rows from its initial
 * state down (longest path), parallel regions side by side; a line that skips rows passes through a
 * waypoint holding its label, a line back up runs in a lane of its own to the right, and transitions
 * between the same two states share one line labelled with each event. Pure, so it is tested without
 * a browser.
 */
export function layoutChart(graph: ChartGraph): ChartLayout {
  const sizes = new Map<string, Sized>();
  measure(graph, graph.root, sizes);
  const { nodes, edges } = drawAt(graph, sizes);
  const labelRight = (e: PlacedEdge) => e.labelX + Math.max(...e.lines.map(labelWidth)) / (e.anchor === 'start' ? 1 : 2);
  const width = Math.max(0, ...nodes.map((n) => n.x + n.w), ...edges.map(labelRight)) + PAD;
  const height = Math.max(0, ...nodes.map((n) => n.y + n.h), ...edges.map((e) => e.labelY + e.lines.length * LINE)) + PAD;
  return { width: Math.ceil(width), height: Math.ceil(height), nodes, edges };
}

function drawAt(graph: ChartGraph, sizes: Map<string, Sized>): { nodes: PlacedNode[]; edges: PlacedEdge[] } {
  const nodes: PlacedNode[] = [];
  const boxes = new Map<string, Box>();
  const waypoints = new Map<string, { x: number; y: number }>();
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
        label: node.label,
        ...box,
        frame: node.children.length > 0,
        final: node.type === 'final',
        region: parent?.type === 'parallel',
        initial: parent?.initial === id,
        depth,
      });
    }
    for (const [c, rel] of s.at) {
      if (c.startsWith('~')) waypoints.set(`${id}|${c}`, { x: x + rel.x + rel.w / 2, y: y + rel.y + LEAF_H / 2 });
      else place(c, x + rel.x, y + rel.y, depth + 1);
    }
  };
  place(graph.root, 0, 0, 0);

  /** The compound state both ends sit in, and the children of it that hold each end. */
  const meeting = (source: string, target: string) => {
    for (let c: string | null = graph.nodes[source]?.parent ?? null; c; c = graph.nodes[c]?.parent ?? null) {
      const a = childToward(graph, c, source);
      const b = childToward(graph, c, target);
      if (a && b && a !== b) return { compound: c, key: `${a}→${b}`, a };
      if (a && b) return null;
    }
    return null;
  };

  const groups = new Map<string, GraphEdge[]>();
  for (const e of graph.edges) {
    const key = `${e.source}→${e.target ?? e.source}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const edges: PlacedEdge[] = [];
  const loops = new Map<string, number>();
  // Several transitions from states nested in one state may share a lane: their labels stack down it.
  const laneLines = new Map<string, number>();
  for (const group of groups.values()) {
    const head = group[0] as GraphEdge;
    const target = head.target ?? head.source;
    const sb = boxes.get(head.source);
    const tb = boxes.get(target);
    if (!sb || !tb) continue;
    const lines = [...new Set(group.map((e) => e.label))];
    let r: Route;
    const meet = target === head.source ? null : meeting(head.source, target);
    const sized = meet ? sizes.get(meet.compound) : undefined;
    const frame = meet ? boxes.get(meet.compound) : undefined;
    const lane = meet ? sized?.lanes.get(meet.key) : undefined;
    if (target === head.source) {
      const n = loops.get(target) ?? 0;
      loops.set(target, n + 1);
      r = loop(sb, n);
    } else if (meet && frame && lane !== undefined) {
      const x = frame.x + lane;
      const up = tb.y - TURN;
      const to = top(tb);
      // From a state nested in the one that leaves, go out its side first so the line does not cross its siblings.
      const outer = boxes.get(meet.a) ?? sb;
      const down = outer.y + outer.h + TURN;
      const start =
        outer === sb
          ? `M${pt(bottom(sb))} V${round(down)}`
          : `M${pt({ x: sb.x + sb.w, y: sb.y + sb.h / 2 })} H${round(outer.x + outer.w + 8)} V${round(down)}`;
      r = {
        path: `${start} H${round(x)} V${round(up)} H${round(to.x)} V${round(to.y)}`,
        labelX: x + 5,
        labelY: (down + up) / 2 + (laneLines.get(meet.key) ?? 0) * LINE,
        anchor: 'start',
      };
      laneLines.set(meet.key, (laneLines.get(meet.key) ?? 0) + lines.length);
    } else {
      const via = (meet && sized?.via.get(meet.key)?.map((p) => waypoints.get(`${meet.compound}|${p}`))) ?? [];
      const points = [bottom(sb), ...via.filter((p): p is { x: number; y: number } => Boolean(p)), top(tb)];
      const first = points[1] as { x: number; y: number };
      const mid = points.length > 2 ? first : { x: (first.x + (points[0]?.x ?? 0)) / 2, y: (first.y + (points[0]?.y ?? 0)) / 2 };
      r = { path: through(points), labelX: mid.x, labelY: mid.y, anchor: 'middle' };
    }
    edges.push({ edges: group, source: head.source, target, lines, ...r });
  }
  return { nodes, edges };
}
