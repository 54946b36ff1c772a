import { z } from 'zod';
import { DOCUMENT_KEYS } from '../onboarding/documents';

/** A document signed electronically (spec §4): who signed what, when, from where, and its hash. */
export const SignedAgreement = z.object({
  id: z.string(),
  document: z.enum(DOCUMENT_KEYS),
  title: z.string(),
  user_id: z.string(),
  signer_name: z.string(),
  signer_email: z.string(),
  signed_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  document_hash: z.string(),
  /** Whether the hash is the current text's: false once the template was edited after signing. */
  current_text: z.boolean(),
});
export type SignedAgreement = z.infer<typeof SignedAgreement>;
