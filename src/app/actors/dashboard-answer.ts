import type {
  Dashboard,
  DashboardBar,
  DashboardChart,
  DashboardMoney,
  DashboardTodo,
} from '../../domain/contracts/dashboard';
import type { DashboardFigure } from '../../domain/contracts/shell';

type Fields = Record<string, unknown>;
const KINDS: ReadonlySet<unknown> = new Set<DashboardFigure['kind']>(['count', 'money', 'hours']);
const UNITS: ReadonlySet<unknown> = new Set<DashboardChart['unit']>(['hours', 'money']);

const isObject = (v: unknown): v is Fields =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const textOrNull = (v: unknown) => v === null || isText(v);

class UnknownAnswer extends Error {
  constructor() {
    super('The dashboard answered in a form this page does not know');
  }
}

/** Each item checked and narrowed to the contract's fields (unknown ones dropped, as zod does). */
function listOf<T>(value: unknown, check: (f: Fields) => T | null): T[] {
  if (!Array.isArray(value)) throw new UnknownAnswer();
  return value.map((v) => {
    const item = isObject(v) ? check(v) : null;
    if (item === null) throw new UnknownAnswer();
    return item;
  });
}

const figure = (f: Fields): DashboardFigure | null =>
  isText(f.key) && isText(f.label) && KINDS.has(f.kind) && isInt(f.value) && isText(f.href)
    ? {
        key: f.key,
        label: f.label,
        kind: f.kind as DashboardFigure['kind'],
        value: f.value,
        href: f.href,
      }
    : null;

const todo = (f: Fields): DashboardTodo | null =>
  isText(f.key) &&
  isText(f.label) &&
  isInt(f.count) &&
  f.count >= 0 &&
  isText(f.href) &&
  (f.amount_cents === null || isInt(f.amount_cents)) &&
  textOrNull(f.amount_label) &&
  textOrNull(f.due_date) &&
  textOrNull(f.due_label) &&
  typeof f.overdue === 'boolean'
    ? {
        key: f.key,
        label: f.label,
        count: f.count,
        href: f.href,
        amount_cents: f.amount_cents as number | null,
        amount_label: f.amount_label as string | null,
        due_date: f.due_date as string | null,
        due_label: f.due_label as string | null,
        overdue: f.overdue,
      }
    : null;

const money = (f: Fields): DashboardMoney | null =>
  isText(f.key) && isText(f.label) && isInt(f.cents) && isText(f.counts) && isText(f.href)
    ? { key: f.key, label: f.label, cents: f.cents, counts: f.counts, href: f.href }
    : null;

const bar = (f: Fields): DashboardBar | null =>
  isText(f.label) && isInt(f.value) && isText(f.href)
    ? { label: f.label, value: f.value, href: f.href }
    : null;

const chart = (f: Fields): DashboardChart | null =>
  isText(f.key) && isText(f.title) && UNITS.has(f.unit) && isText(f.description)
    ? {
        key: f.key,
        title: f.title,
        unit: f.unit as DashboardChart['unit'],
        description: f.description,
        bars: listOf(f.bars, bar),
      }
    : null;

/**
 * A `GET /v2/dashboard` answer, checked as the `Dashboard` contract checks it but by hand: the
 * dashboard is the page every user lands on, and zod would add its download and its start-up work
 * to it (a long task on a phone).
 */
export function dashboardAnswer(body: unknown): Dashboard {
  if (!isObject(body)) throw new UnknownAnswer();
  return {
    todos: listOf(body.todos, todo),
    money: listOf(body.money, money),
    charts: listOf(body.charts, chart),
    figures: listOf(body.figures, figure),
  };
}
