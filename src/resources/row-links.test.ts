import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );

/** Every file of a list view: it hands the kit's list page a resource, or builds a list's columns. */
const listViews = sources(here)
  .map((path) => ({ file: relative(here, path), text: readFileSync(path, 'utf8') }))
  .filter(({ text }) => /<ResourceListView\b|ListPageProps<|\): Column<\w+>\[\] =>/.test(text));

/** The object literal around `at`: from its unmatched `{` to the matching `}`. */
function objectAround(text: string, at: number): string {
  let start = at;
  for (let depth = 0; start > 0; start--) {
    if (text[start] === '}') depth++;
    if (text[start] === '{' && depth-- === 0) break;
  }
  let end = at;
  for (let depth = 0; end < text.length; end++) {
    if (text[end] === '{') depth++;
    if (text[end] === '}' && depth-- === 0) break;
  }
  return text.slice(start, end + 1);
}

/** First columns whose link is not a record page of the list's resource. */
const NOT_A_RECORD = new Map([
  ['approvals/pages.tsx', 'each item opens where its kind lives (`href` of the item)'],
  ['notifications/pages.tsx', 'a notification opens the page it tells about (`link`)'],
  ['logs/pages.tsx', 'an access log names its user as a filter of this list'],
  ['labor-posters/pages.tsx', 'a poster is a file of the labor department, opened in a new tab'],
]);

/** Lists linking a record of another resource: the item's own has no page. */
const OTHER_RESOURCE = new Map([
  ['transactions/pages.tsx', ['transactionsResource', 'a transaction item opens its transaction']],
]);

describe('a list view takes its query and its row links from its resource', () => {
  it('finds the list views', () => {
    expect(listViews.length).toBeGreaterThanOrEqual(55);
  });

  it.each(listViews)('$file passes no descriptor by hand', ({ text }) => {
    expect(text).not.toMatch(/\bdescriptor[=:]/);
  });

  it.each(listViews)('$file writes no row link by hand', ({ file, text }) => {
    const handWritten = [...text.matchAll(/rowHeader: true/g)]
      .map((m) => objectAround(text, m.index))
      .filter((column) => /<(Link|SpaLink|a)\b/.test(column));
    expect(handWritten.length > 0 ? NOT_A_RECORD.has(file) : true).toBe(true);
  });

  it.each(listViews)('$file links no row to its own page by hand in any column', ({ text }) => {
    const ownPage = /params=\{\{ id: \w+\.id \}\}|\$\{\w+\.id\}`/;
    const columns = [...text.matchAll(/\bcell: /g)].map((m) => objectAround(text, m.index));
    expect(columns.filter((c) => ownPage.test(c))).toEqual([]);
  });

  it.each(listViews)('$file links the rows to records of its own resource', ({ file, text }) => {
    const listed = [...text.matchAll(/resource(?:=\{|: )([^}\n,]+)/g)].flatMap((m) =>
      [...m[1]!.matchAll(/\w+Resource\b/g)].map((r) => r[0]),
    );
    const linked = [...text.matchAll(/linkColumn\(\s*(\w+)/g)].map((m) => m[1]!);
    const other = OTHER_RESOURCE.get(file)?.[0];
    // A shared columns file (users' `userColumns(resource)`) links the resource its list passes.
    const mine = (r: string) => listed.includes(r) || r === other || r === 'resource';
    expect(linked.filter((r) => !mine(r))).toEqual([]);
  });
});
