import { describe, expect, it } from 'vitest';
import { charts, chartById } from '../../../../machines/charts';
import { chartGraph } from '../../../../machines/kit/chart-graph';
import { layers, layoutChart, type Box } from './chart-layout';

const timesheet = chartById('timesheet');
if (!timesheet) throw new Error('the timesheet chart is registered');
const graph = chartGraph(timesheet.machine, timesheet.workflow);

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h;
const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('chart graph', () => {
  it('reads the running machine: its states, the actions’ labels and the guards’ rules', () => {
    expect(Object.keys(graph.nodes)).toEqual(expect.arrayContaining(['timesheet.draft', 'timesheet.approved.payment.paid', 'timesheet.deleted']));
    const markPaid = graph.edges.find((e) => e.event === 'timesheet.markPaid');
    expect(markPaid).toMatchObject({
      source: 'timesheet.approved.payment.unpaid',
      target: 'timesheet.approved.payment.paid',
      label: 'Mark Paid',
      action: 'paid',
      guard: 'canMarkPaid',
      guardDescription: 'Only admins mark approved time paid.',
    });
    expect(graph.edges.filter((e) => e.guard).every((e) => e.guardDescription)).toBe(true);
    const screen = chartGraph(chartById('dashboardScreen')!.machine);
    expect(screen.edges.map((e) => e.label)).toEqual(expect.arrayContaining(['done: loadDashboard', 'error: loadDashboard', 'dashboard.retry']));
  });
});

describe('chart layout', () => {
  it('puts the initial state first and each state a row below the longest way to it', () => {
    const rows = layers(graph, 'timesheet');
    expect(rows[0]).toEqual(['timesheet.draft']);
    expect(rows[1]).toEqual(['timesheet.submitted']);
    expect(rows[2]).toEqual(['timesheet.signed']);
    expect(rows[3]?.sort()).toEqual(['timesheet.approved', 'timesheet.rejected']);
    expect(rows[4]).toEqual(['timesheet.deleted']);
  });

  it('draws every chart with children inside their parent, siblings apart and every transition on a line', () => {
    for (const chart of charts) {
      const g = chartGraph(chart.machine, chart.workflow);
      const layout = layoutChart(g);
      const byId = new Map(layout.nodes.map((n) => [n.id, n]));
      expect(layout.nodes.length, chart.id).toBe(Object.keys(g.nodes).length - 1);
      for (const node of layout.nodes) {
        const parent = g.nodes[node.id]?.parent;
        const frame = parent ? byId.get(parent) : undefined;
        if (frame) expect(inside(node, frame), `${node.id} inside ${parent}`).toBe(true);
        expect(node.x + node.w, chart.id).toBeLessThanOrEqual(layout.width);
        expect(node.x).toBeGreaterThanOrEqual(0);
      }
      for (const n of Object.values(g.nodes)) {
        const siblings = n.children.map((c) => byId.get(c)).filter((b): b is NonNullable<typeof b> => Boolean(b));
        for (const a of siblings) for (const b of siblings) if (a !== b) expect(overlap(a, b), `${a.id} and ${b.id}`).toBe(false);
      }
      const drawn = layout.edges.flatMap((e) => e.edges.map((x) => x.id)).sort();
      expect(drawn, chart.id).toEqual(g.edges.map((e) => e.id).sort());
      for (const e of layout.edges) expect(e.path).toMatch(/^M[\d.-]+,[\d.-]+ [CVH]/);
    }
  });

  it('shares one line between two states, labelled with each event', () => {
    const layout = layoutChart(graph);
    const toApproved = layout.edges.find((e) => e.source === 'timesheet.submitted' && e.target === 'timesheet.approved');
    expect(toApproved?.lines).toEqual(['Approve', 'Approve with evidence']);
    const loop = layout.edges.find((e) => e.source === 'timesheet.draft' && e.target === 'timesheet.draft');
    expect(loop?.lines).toEqual(['Edit']);
    // Approving from submitted skips the row of signed through a waypoint; the way back up from rejected runs in a lane.
    expect(toApproved?.path.match(/ C/g)?.length).toBe(2);
    const back = layout.edges.find((e) => e.source === 'timesheet.rejected' && e.target === 'timesheet.draft');
    expect(back?.path).toMatch(/ H[\d.]+ V[\d.]+ H/);
    expect(back?.anchor).toBe('start');
  });
});
