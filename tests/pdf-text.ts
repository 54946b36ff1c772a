const PLACED = /BT \/F\d [\d.]+ Tf ([\d.-]+) ([\d.-]+) Td \(((?:\\.|[^\\)])*)\) Tj ET/g;

/** One page's content stream as lines: texts at the same height, left to right, top to bottom. */
function linesOf(stream: string): string[] {
  const rows = new Map<number, { x: number; text: string }[]>();
  for (const m of stream.matchAll(PLACED)) {
    const y = Number(m[2]);
    const text = m[3]!.replace(/\\(.)/g, '$1');
    rows.set(y, [...(rows.get(y) ?? []), { x: Number(m[1]), text }]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, texts]) =>
      texts
        .sort((a, b) => a.x - b.x)
        .map((t) => t.text)
        .join(' '),
    );
}

/**
 * The text of a PDF written by src/server/billing/pdf.ts as a reader sees it: one string per
 * printed line, page after page.
 */
export function pdfLines(pdf: Buffer): string[] {
  return [...pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)].flatMap((m) =>
    linesOf(m[1]!),
  );
}
