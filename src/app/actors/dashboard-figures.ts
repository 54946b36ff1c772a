import type { DashboardFigure } from '../../domain/contracts/shell';

const KINDS: ReadonlySet<unknown> = new Set<DashboardFigure['kind']>(['count', 'money', 'hours']);

function isFigure(value: unknown): value is DashboardFigure {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  return (
    typeof f.key === 'string' &&
    typeof f.label === 'string' &&
    KINDS.has(f.kind) &&
    Number.isSafeInteger(f.value) &&
    typeof f.href === 'string'
  );
}

/**
 * The figures of a `GET /v2/dashboard` answer, checked as the `Dashboard` contract checks them but
 * by hand: the dashboard is the page every user lands on, and zod would add its download and its
 * start-up work to it (a long task on a phone) for five fields.
 */
export function dashboardFigures(body: unknown): DashboardFigure[] {
  const figures =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>).figures
      : undefined;
  if (!Array.isArray(figures) || !figures.every(isFigure))
    throw new Error('The dashboard answered in a form this page does not know');
  return figures.map(({ key, label, kind, value, href }) => ({ key, label, kind, value, href }));
}
