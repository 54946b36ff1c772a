import { z } from 'zod';

/** No NUL bytes and a sane length: a credential is a key or token, never a document. */
const Credential = z
  .string()
  .min(4, 'Enter the key or token the service gave you')
  .max(500, 'A key is at most 500 characters')
  .refine((s) => !s.includes('\u0000'), 'A key cannot contain NUL bytes');

export const IntegrationStatus = z.enum(['connected', 'demo', 'not_configured', 'failing']);

export const Integration = z.object({
  id: z.string(),
  name: z.string(),
  status: IntegrationStatus,
  /** Set while failing: when the first failed test or call of the current run of failures was. */
  failing_since: z.string().nullable(),
  last_message: z.string().nullable(),
  /** The saved credential's last four characters; the credential itself never comes back. */
  credential_last4: z.string().nullable(),
});
export type Integration = z.infer<typeof Integration>;

export const IntegrationCall = z.object({
  occurred_at: z.string(),
  level: z.string(),
  message: z.string(),
  duration_ms: z.number().nullable(),
});

export const IntegrationDetail = Integration.extend({ recent_calls: z.array(IntegrationCall) });
export type IntegrationDetail = z.infer<typeof IntegrationDetail>;

export const SaveIntegration = z.object({ credential: Credential }).strict();

export const AccountingConnectStarted = z.object({ authorize_url: z.string() });
export const AccountingCallback = z
  .object({ state: z.string().max(2000), code: z.string().max(500) })
  .strict();
