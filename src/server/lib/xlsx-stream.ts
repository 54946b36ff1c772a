import { Zip, ZipDeflate, strToU8 } from 'fflate';

/** One spreadsheet cell: a number (optionally shown with two decimals), text, or nothing. */
export type XlsxCell =
  null | { value: number; decimals?: boolean; bold?: boolean } | { value: string; bold?: boolean };

// Styles by index in cellXfs below: plain, bold, #,##0.00 (built-in format 4), #,##0.00 bold.
const style = (cell: Exclude<XlsxCell, null>) =>
  (cell.bold ? 1 : 0) +
  (typeof cell.value === 'number' && 'decimals' in cell && cell.decimals ? 2 : 0);

// XML 1.0 forbids most control characters (a NUL from a user's text would make the file unreadable).
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const escapeXml = (text: string) =>
  text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
const columnName = (i: number): string =>
  i < 26 ? String.fromCharCode(65 + i) : columnName(Math.floor(i / 26) - 1) + columnName(i % 26);

const cellXml = (cell: XlsxCell, ref: string) => {
  if (cell === null) return '';
  const s = style(cell);
  const attrs = `r="${ref}"${s ? ` s="${s}"` : ''}`;
  if (typeof cell.value === 'number')
    return Number.isFinite(cell.value) ? `<c ${attrs}><v>${cell.value}</v></c>` : '';
  // Inline strings: text is always text, never read as a formula whatever it starts with.
  return `<c ${attrs} t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell.value)}</t></is></c>`;
};

const PARTS = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  'xl/styles.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="4" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/></cellXfs></styleSheet>',
};

const workbookXml = (sheet: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheet.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/**
 * An XLSX workbook of one sheet written row by row: the zip is fflate's streaming `Zip`, the sheet
 * deflated as its rows come, so a sheet of a million rows is never held whole. `rows` and `end`
 * return the compressed bytes made so far (possibly none) for the caller to pass on. Only the
 * package parts a spreadsheet needs are written: one sheet, inline strings, four cell styles.
 */
export function xlsxWriter(sheet: string) {
  let out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, data) => {
    if (err) failure = err;
    else out.push(data);
  });
  for (const [name, xml] of [
    ...Object.entries(PARTS),
    ['xl/workbook.xml', workbookXml(sheet)],
  ] as const) {
    const part = new ZipDeflate(name, { level: 6 });
    zip.add(part);
    part.push(strToU8(xml), true);
  }
  const body = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(body);
  body.push(
    strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    ),
  );
  let rowNumber = 0;
  const take = () => {
    if (failure) throw failure;
    const bytes = Buffer.concat(out);
    out = [];
    return bytes;
  };
  return {
    rows(rows: readonly (readonly XlsxCell[])[]): Buffer {
      const xml = rows
        .map((cells) => {
          rowNumber += 1;
          return `<row r="${rowNumber}">${cells.map((c, i) => cellXml(c, `${columnName(i)}${rowNumber}`)).join('')}</row>`;
        })
        .join('');
      body.push(strToU8(xml));
      return take();
    },
    end(): Buffer {
      body.push(strToU8('</sheetData></worksheet>'), true);
      zip.end();
      return take();
    },
  };
}
