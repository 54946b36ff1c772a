import { eq } from 'drizzle-orm';
import type { BrandingSettings, BrandingUpdate } from '../../domain/contracts/shell';
import type { Db } from '../../server/db/client';
import { brandLogos, partners, whiteLabels } from '../../server/db/schema';
import { notFound } from '../../server/lib/errors';

export async function readBranding(db: Db, partnerId: string): Promise<BrandingSettings> {
  const [row] = await db
    .select({ partner: partners, label: whiteLabels })
    .from(partners)
    .leftJoin(whiteLabels, eq(whiteLabels.partner_id, partners.id))
    .where(eq(partners.id, partnerId));
  if (!row) throw notFound();
  const { partner, label } = row;
  return {
    brand_name: label?.brand_name ?? partner.entity_name,
    logo_url: label?.logo_url ?? partner.logo_url,
    primary_color: label?.primary_color ?? null,
    accent_color: label?.accent_color ?? null,
    dark_mode: label?.dark_mode ?? partner.dark_mode,
    support_email: label?.support_email ?? null,
    remit_to: partner.remit_to,
    updated_at: (label?.updated_at ?? partner.updated_at).toISOString(),
  };
}

/** Creates the partner's white label on first save, so partners without one can brand themselves. */
export async function writeBranding(
  db: Db,
  partnerId: string,
  values: Partial<BrandingUpdate> & { logo_url?: string },
  now: Date,
) {
  const { remit_to, ...current } = await readBranding(db, partnerId);
  const { remit_to: remitTo = remit_to, ...label } = values;
  const next = { ...current, ...label, updated_at: now };
  // Remit-to is the partner's own (its invoices print it, white-labelled or not), not its label's.
  if (remitTo !== remit_to)
    await db
      .update(partners)
      .set({ remit_to: remitTo?.trim() || null, updated_at: now })
      .where(eq(partners.id, partnerId));
  await db
    .insert(whiteLabels)
    .values({ partner_id: partnerId, ...next })
    .onConflictDoUpdate({ target: whiteLabels.partner_id, set: next });
}

export async function storeLogo(
  db: Db,
  partnerId: string,
  contentType: string,
  data: Buffer,
): Promise<string> {
  const [row] = await db
    .insert(brandLogos)
    .values({
      partner_id: partnerId,
      content_type: contentType,
      data_base64: data.toString('base64'),
    })
    .returning({ id: brandLogos.id });
  if (!row) throw new Error('logo was not stored');
  return `/v2/branding/logos/${row.id}`;
}

export async function loadLogo(db: Db, id: string) {
  const [row] = await db.select().from(brandLogos).where(eq(brandLogos.id, id));
  return row
    ? { contentType: row.content_type, data: Buffer.from(row.data_base64, 'base64') }
    : undefined;
}
