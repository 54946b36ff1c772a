/** One statement the product sent, as `capture-sql.ts` wrote it. */
export interface Captured {
  /** The bench's name of the request it was sent for. */
  request?: string;
  name?: string;
  text: string;
  values?: unknown[];
  started: number;
  ended: number;
}

/** Statements the reference runs together (the product had them in flight at once), groups one after the other. */
export type Plan = Pick<Captured, 'name' | 'text' | 'values'>[][];

/**
 * The product's statements in the order it sent them, those it had in flight at once (a page and its
 * total under `Promise.all`) in one group, so the reference waits for the database as the product did.
 */
export function planOf(captured: readonly Captured[]): Plan {
  const plan: Plan = [];
  let groupEnd = -Infinity;
  for (const s of [...captured].sort((a, b) => a.started - b.started)) {
    const statement = { name: s.name, text: s.text, values: s.values };
    if (s.started < groupEnd) {
      plan.at(-1)!.push(statement);
      groupEnd = Math.max(groupEnd, s.ended);
    } else {
      plan.push([statement]);
      groupEnd = s.ended;
    }
  }
  return plan;
}

/** The plan as one line per statement, for the printed row. */
export const describePlan = (plan: Plan) =>
  plan
    .map((group, i) =>
      group
        .map(
          (s) =>
            `    ${i + 1}${group.length > 1 ? ' ∥' : ''} ${s.text.replace(/\s+/g, ' ')}  -- ${JSON.stringify(s.values ?? [])}`,
        )
        .join('\n'),
    )
    .join('\n');
