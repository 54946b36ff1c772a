import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { brandLogos, eors, partners, platformSettings, whiteLabels } from '../db/schema';
import { pdfImageOf, type PdfImage } from './pdf-image';

/** Who an invoice is from, as its PDF prints it: name, remit-to lines and logo. */
export interface InvoiceIssuer {
  name: string;
  remitTo: string[];
  logo: PdfImage | undefined;
}

const PLATFORM_NAME = 'Staffwise';
const UPLOADED_LOGO = /^\/v2\/branding\/logos\/([0-9a-f-]{36})$/i;

/**
 * The logo's bytes when it is one uploaded to branding (kept in the database); a bundled SVG or an
 * outside address is not fetched, so the PDF never reaches the network or the disk for it.
 */
async function uploadedLogo(db: Db | Tx, url: string | null | undefined) {
  const id = url ? UPLOADED_LOGO.exec(url)?.[1] : undefined;
  if (!id) return undefined;
  const [row] = await db
    .select({ data: brandLogos.data_base64 })
    .from(brandLogos)
    .where(eq(brandLogos.id, id));
  return row ? pdfImageOf(Buffer.from(row.data, 'base64')) : undefined;
}

const linesOf = (text: string | null | undefined) =>
  (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The invoice's partner (with its white label's logo) or EOR, or the platform. */
export async function invoiceIssuer(
  db: Db | Tx,
  i: { partner_id: string | null; eor_id: string | null },
): Promise<InvoiceIssuer> {
  if (i.partner_id) {
    const [row] = await db
      .select({ p: partners, label_logo: whiteLabels.logo_url })
      .from(partners)
      .leftJoin(whiteLabels, eq(whiteLabels.partner_id, partners.id))
      .where(eq(partners.id, i.partner_id));
    if (row)
      return {
        name: row.p.entity_name,
        remitTo: linesOf(row.p.remit_to),
        logo: await uploadedLogo(db, row.label_logo ?? row.p.logo_url),
      };
  }
  if (i.eor_id) {
    const [row] = await db.select().from(eors).where(eq(eors.id, i.eor_id));
    if (row) return { name: row.entity_name, remitTo: linesOf(row.remit_to), logo: undefined };
  }
  const [platform] = await db
    .select({ name: platformSettings.brand_name, logo: platformSettings.logo_url })
    .from(platformSettings);
  return {
    name: platform?.name ?? PLATFORM_NAME,
    remitTo: [],
    logo: await uploadedLogo(db, platform?.logo),
  };
}
