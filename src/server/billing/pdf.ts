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

const FIXED = { catalog: 1, pages: 2, regular: 3, bold: 4, info: 5 } as const;

/**
 * The same document written page by page, for documents too long to hold whole (a report of a
 * million rows): `start`, then `page` for each page as it is made, then `end`. Each call returns the
 * bytes to append; the writer keeps only the objects' offsets and the pages' numbers. The catalog
 * and the page tree have fixed numbers and are written last, once every page is known.
 */
export function pdfWriter(title: string) {
  let written = 0;
  let last = FIXED.info;
  const offsets: number[] = [];
  const kids: number[] = [];
  // The bytes of one call, before they are returned; `pending` counts them for the offsets.
  let pieces: string[] = [];
  let pending = 0;
  const append = (text: string) => {
    pieces.push(text);
    pending += Buffer.byteLength(text, 'latin1');
  };
  const chunk = () => {
    const bytes = Buffer.from(pieces.join(''), 'latin1');
    written += bytes.length;
    pieces = [];
    pending = 0;
    return bytes;
  };
  const put = (n: number, body: string) => {
    offsets[n - 1] = written + pending;
    append(`${n} 0 obj\n${body}\nendobj\n`);
    return n;
  };
  return {
    start(): Buffer {
      append('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
      put(
        FIXED.regular,
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      );
      put(
        FIXED.bold,
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
      );
      put(FIXED.info, `<< /Title (${encode(title)}) /Producer (Staffwise) >>`);
      return chunk();
    },
    page(texts: readonly PdfText[], pictures: readonly PdfPicture[] = []): Buffer {
      const imageObject = (image: PdfImage) => {
        const base = `/Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /BitsPerComponent 8`;
        const mask = image.alpha
          ? put(
              ++last,
              streamOf(
                `${base} /ColorSpace /DeviceGray /Filter /FlateDecode`,
                image.alpha.toString('latin1'),
              ),
            )
          : undefined;
        return put(
          ++last,
          streamOf(
            `${base} /ColorSpace /${image.colorSpace} /Filter /${image.filter}${mask ? ` /SMask ${mask} 0 R` : ''}`,
            image.data.toString('latin1'),
          ),
        );
      };
      const drawn = pictures.map((p, i) => ({
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
      const content = put(++last, streamOf('', stream));
      const xObjects = drawn.length
        ? ` /XObject << ${drawn.map((p) => `/${p.name} ${p.ref} 0 R`).join(' ')} >>`
        : '';
      kids.push(
        put(
          ++last,
          `<< /Type /Page /Parent ${FIXED.pages} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 ${FIXED.regular} 0 R /F2 ${FIXED.bold} 0 R >>${xObjects} >> /Contents ${content} 0 R >>`,
        ),
      );
      return chunk();
    },
    end(): Buffer {
      put(
        FIXED.pages,
        `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
      );
      put(FIXED.catalog, `<< /Type /Catalog /Pages ${FIXED.pages} 0 R >>`);
      const xref = written + pending;
      append(
        `xref\n0 ${last + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}` +
          `trailer\n<< /Size ${last + 1} /Root ${FIXED.catalog} 0 R /Info ${FIXED.info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      );
      return chunk();
    },
  };
}

/** The document's bytes whole: one page per list of texts, with the pictures given for that page. */
export function renderPdf(
  pages: readonly (readonly PdfText[])[],
  title: string,
  pictures: readonly (readonly PdfPicture[])[] = [],
): Buffer {
  const writer = pdfWriter(title);
  return Buffer.concat([
    writer.start(),
    ...pages.map((texts, i) => writer.page(texts, pictures[i] ?? [])),
    writer.end(),
  ]);
}
