import type { PdfImage } from './pdf-image';

/**
 * A small PDF writer for text documents (invoices): Letter pages, Helvetica and Helvetica-Bold with
 * WinAnsi encoding, each text placed at a point, and images (a logo) placed in a box. No
 * dependency; what it writes is plain PDF 1.4.
 */
export interface PdfText {
  x: number;
  y: number;
  text: string;
  size?: number;
  bold?: boolean;
  /** Right-aligned at x (amounts), measured with the average Helvetica digit width. */
  right?: boolean;
}

/** An image drawn with its lower-left corner at (x, y), scaled to width × height points. */
export interface PdfPicture {
  image: PdfImage;
  x: number;
  y: number;
  width: number;
  height: number;
}

export const PAGE = { width: 612, height: 792, margin: 48 } as const;

// WinAnsi places these outside Latin-1; everything else above 0xFF becomes '?'.
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '…': 0x85,
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
};

function encode(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = WIN_ANSI[ch] ?? ch.codePointAt(0) ?? 63;
    const byte =
      code < 0x20 || (code > 0x7e && code < 0xa0 && !(ch in WIN_ANSI)) || code > 0xff ? 63 : code;
    const c = String.fromCharCode(byte);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return out;
}

/** Helvetica's digits and most letters are about 0.556 em: close enough to right-align amounts. */
const widthOf = (text: string, size: number) => [...text].length * size * 0.556;

function contentOf(texts: readonly PdfText[]): string {
  return texts
    .map((t) => {
      const size = t.size ?? 10;
      const x = t.right ? t.x - widthOf(t.text, size) : t.x;
      return `BT /${t.bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(2)} ${t.y.toFixed(2)} Td (${encode(t.text)}) Tj ET`;
    })
    .join('\n');
}

const streamOf = (dict: string, data: string) =>
  `<< ${dict} /Length ${Buffer.byteLength(data, 'latin1')} >>\nstream\n${data}\nendstream`;

/** The document's bytes: one page per list of texts, with the pictures given for that page. */
export function renderPdf(
  pages: readonly (readonly PdfText[])[],
  title: string,
  pictures: readonly (readonly PdfPicture[])[] = [],
): Buffer {
  const objects: string[] = [];
  // An object's number is its place in the list, from 1.
  const add = (body: string) => objects.push(body);
  const catalog = add('');
  const pagesObj = add('');
  const regular = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const bold = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const info = add(`<< /Title (${encode(title)}) /Producer (Staffwise) >>`);
  const imageObject = (image: PdfImage) => {
    const base = `/Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /BitsPerComponent 8`;
    const mask = image.alpha
      ? add(
          streamOf(
            `${base} /ColorSpace /DeviceGray /Filter /FlateDecode`,
            image.alpha.toString('latin1'),
          ),
        )
      : undefined;
    return add(
      streamOf(
        `${base} /ColorSpace /${image.colorSpace} /Filter /${image.filter}${mask ? ` /SMask ${mask} 0 R` : ''}`,
        image.data.toString('latin1'),
      ),
    );
  };
  const kids: number[] = [];
  pages.forEach((texts, index) => {
    const drawn = (pictures[index] ?? []).map((p, i) => ({
      ...p,
      name: `Im${i + 1}`,
      ref: imageObject(p.image),
    }));
    const stream = [
      ...drawn.map(
        (p) =>
          `q ${p.width.toFixed(2)} 0 0 ${p.height.toFixed(2)} ${p.x.toFixed(2)} ${p.y.toFixed(2)} cm /${p.name} Do Q`,
      ),
      contentOf(texts),
    ].join('\n');
    const content = add(streamOf('', stream));
    const xObjects = drawn.length
      ? ` /XObject << ${drawn.map((p) => `/${p.name} ${p.ref} 0 R`).join(' ')} >>`
      : '';
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >>${xObjects} >> /Contents ${content} 0 R >>`,
      ),
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
