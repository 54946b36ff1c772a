import { isIP } from 'node:net';
import { z } from 'zod';
import { AppMode } from '../domain/contracts/enums';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback unless told otherwise: demo mode must not be reachable from the network by accident.
  HOST: z.string().default('127.0.0.1'),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine(
      (entries) => entries.every(isAddressOrCidr),
      'must be comma-separated IP addresses or CIDRs',
    ),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().default('./.data'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SMTP_URL: z.string().optional(),
  APP_MODE: AppMode.default('local'),
  /** The browser key of the maps service (places suggestions); empty in demo mode, which has none. */
  GOOGLE_MAPS_API_KEY: z.string().default(''),
  /**
   * The secret the identity service signs its callbacks with (HMAC-SHA256); without it the callback
   * route refuses every call, and sessions are answered by asking the service.
   */
  IDENTITY_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** base64 of 32 random bytes: seals SSNs and bank account numbers at rest. */
  DATA_ENCRYPTION_KEY: z.string().optional(),
  /** Comma-separated earlier keys, kept to open values sealed before a rotation. */
  DATA_ENCRYPTION_OLD_KEYS: z.string().optional(),
  /** Where people reach the product (https://app.example.com): links in mail start with it. */
  PUBLIC_URL: z.url().optional(),
  /** Where uploaded files' bytes live: a folder under DATA_DIR, or an S3-compatible bucket. */
  FILE_STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type Env = z.infer<typeof Env>;

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** S3 storage is only usable with its endpoint, bucket and credentials; say so at start, not at the first upload. */
const EnvChecked = Env.superRefine((env, ctx) => {
  if (env.FILE_STORAGE !== 's3') return;
  for (const key of [
    'S3_ENDPOINT',
    'S3_BUCKET',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
  ] as const)
    if (!env[key])
      ctx.addIssue({ code: 'custom', path: [key], message: 'required with FILE_STORAGE=s3' });
});

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvChecked.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Demo mode: everything outside production; mail goes to the outbox instead of SMTP. */
export const isDemoMode = (env: Env) => env.NODE_ENV !== 'production';
