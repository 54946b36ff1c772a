import { z } from 'zod';
import { DashboardFigure } from './shell';

/**
 * One thing waiting for the user: how many rows, and the link to the list filtered to exactly
 * those rows (the list's total equals `count`). Money and a date say what is owed and by when.
 */
export const DashboardTodo = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int().nonnegative(),
  href: z.string(),
  /** Integer cents: what the counted invoices still owe, or the next payroll's funding. */
  amount_cents: z.number().int().nullable(),
  amount_label: z.string().nullable(),
  /** YYYY-MM-DD: the next payroll's run-by date. */
  due_date: z.string().nullable(),
  due_label: z.string().nullable(),
  /** The due date has passed (a run-by date before today): the page marks it overdue. */
  overdue: z.boolean(),
});
export type DashboardTodo = z.infer<typeof DashboardTodo>;

/** A money total in integer cents, saying what it counts, linking to the rows it sums. */
export const DashboardMoney = z.object({
  key: z.string(),
  label: z.string(),
  cents: z.number().int(),
  counts: z.string(),
  href: z.string(),
});
export type DashboardMoney = z.infer<typeof DashboardMoney>;

/** One bar: its label, its value (hundredths of an hour or cents) and the rows it sums. */
export const DashboardBar = z.object({
  label: z.string(),
  value: z.number().int(),
  href: z.string(),
});
export type DashboardBar = z.infer<typeof DashboardBar>;

export const DashboardChart = z.object({
  key: z.string(),
  title: z.string(),
  unit: z.enum(['hours', 'money']),
  /** What the bars count, read by screen readers beside the table of values. */
  description: z.string(),
  bars: z.array(DashboardBar),
});
export type DashboardChart = z.infer<typeof DashboardChart>;

/** `GET /v2/dashboard`: to-dos first, then money, then charts, then the counts of the caller's scope. */
export const Dashboard = z.object({
  todos: z.array(DashboardTodo),
  money: z.array(DashboardMoney),
  charts: z.array(DashboardChart),
  figures: z.array(DashboardFigure),
});
export type Dashboard = z.infer<typeof Dashboard>;
