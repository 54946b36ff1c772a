import { describe, expect, it } from 'vitest';
import { csvBatches, csvCell, csvDocument } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    [null, ''],
    [undefined, ''],
    [12.5, '12.5'],
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['a\r=1+1', '"a\r=1+1"'],
    ['a\n=1+1', '"a\n=1+1"'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a=b', 'a=b'],
  ])('%j → %j', (input, expected) => expect(csvCell(input)).toBe(expected));
});

describe('csvDocument', () => {
  it('writes a header and one line per row', () => {
    expect(csvDocument(['a', 'b'], [['1', '=x'], [null, 'y,z']])).toBe(`a,b\n1,'=x\n,"y,z"\n`);
  });
});

describe('csvBatches', () => {
  it('reads batch after batch until one comes back short, and writes every row once', async () => {
    const rows = [1, 2, 3, 4];
    const reads: number[] = [];
    const chunks: string[] = [];
    const batches = csvBatches(
      ['n'],
      async (offset, limit) => {
        reads.push(offset);
        return rows.slice(offset, offset + limit);
      },
      (n) => [n],
      2,
    );
    for await (const c of batches) chunks.push(c);
    expect(chunks.join('')).toBe('n\n1\n2\n3\n4\n');
    expect(reads).toEqual([0, 2, 4]);
  });
});
