import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv';

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
