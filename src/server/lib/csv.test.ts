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
    expect(
      csvDocument(
        ['a', 'b'],
        [
          ['1', '=x'],
          [null, 'y,z'],
        ],
      ),
    ).toBe(`a,b\n1,'=x\n,"y,z"\n`);
  });
});

describe('csvBatches', () => {
  it('writes the header, then one chunk per batch with every row once', async () => {
    async function* batches() {
      yield [1, 2];
      yield [3, 4];
      yield [5];
    }
    const chunks: string[] = [];
    for await (const c of csvBatches(['n'], batches(), (n) => [n === 5 ? '=5' : n])) chunks.push(c);
    expect(chunks).toEqual(['n\n', '1\n2\n', '3\n4\n', "'=5\n"]);
  });
});
