import { z } from 'zod';

export const SixDigitCode = z.string().regex(/^\d{6}$/, 'Invalid code');

export const CodeLoginRequest = z.object({ email: z.email().max(254), code: SixDigitCode });
export type CodeLoginRequest = z.infer<typeof CodeLoginRequest>;

export const RequestCodeBody = z.object({
  email: z.email().max(254).optional(),
  /** Which code to resend when not signed in; signed in, it is always the step-up code. */
  purpose: z.enum(['login', 'passwordless']).optional(),
});
export type RequestCodeBody = z.infer<typeof RequestCodeBody>;

export const EmailBody = z.object({ email: z.email().max(254) });

export const Password = z.string().min(10, 'Password must be at least 10 characters').max(1024);

export const ResetPasswordBody = z.object({
  email: z.email().max(254),
  token: z.string().min(20).max(200),
  password: Password,
});
export const ChangePasswordBody = z.object({
  current_password: z.string().min(1).max(1024),
  new_password: Password,
});

export const OkResponse = z.object({ ok: z.literal(true) });

export const OutboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const OutboxList = z.object({ data: z.array(OutboxMessage) });

/** HTTP 424: a sensitive operation needs a code in X-Verification-Code (detail: what was sent where). */
export const StepUpRequired = z.object({ message: z.string(), detail: z.string().optional() });

/** Using an invitation link: the invitee chooses a password and is signed in. */
export const AcceptInviteBody = z.object({
  email: z.email().max(254),
  token: z.string().min(20).max(200),
  password: Password,
});
/** `next`: where the invitee goes first (a contractor with onboarding steps left: /onboard/contractor). */
export const AcceptInviteResponse = z.object({
  access_token: z.string(),
  next: z.string().nullable(),
});
export type AcceptInviteResponse = z.infer<typeof AcceptInviteResponse>;

/** `/profile`: the signed-in user's own name. */
export const ProfileBody = z
  .object({
    first_name: z
      .string()
      .trim()
      .min(1, 'First name is required')
      .max(100, 'At most 100 characters'),
    last_name: z.string().trim().min(1, 'Last name is required').max(100, 'At most 100 characters'),
  })
  .partial();
