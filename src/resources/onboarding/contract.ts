import { z } from 'zod';

/** `GET /v2/requirements` (spec §7): the caller's required and completed step names. */
export const RequirementsBody = z.object({
  required: z.array(z.string()),
  completed: z.array(z.string()),
  requires_w2_onboard: z.boolean(),
});

export const PersonalInfoItem = z.object({
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  street_address_line_1: z.string().nullable(),
  street_address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  country: z.string().nullable(),
});

/** A saved tax id is never sent back: only its type and the masked number. */
export const TaxIdItem = z.object({
  tax_id_type: z.string(),
  tax_id: z.null(),
  masked: z.string(),
});

/** A document as the signer reads it, and their signature once signed. */
export const SignatureItem = z.object({
  document: z.string(),
  title: z.string(),
  text: z.string(),
  document_hash: z.string(),
  signer_name: z.string().nullable(),
  signed_at: z.string().nullable(),
  agree: z.boolean(),
});
export type SignatureItem = z.infer<typeof SignatureItem>;
