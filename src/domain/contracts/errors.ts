import { z } from 'zod';

export const ValidationIssue = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});
export const ErrorBody = z.object({ message: z.string() });
export const ValidationErrorBody = z.object({ detail: z.array(ValidationIssue) });
export const TransitionRefusal = z.object({
  message: z.string(),
  from: z.string(),
  action: z.string(),
  reasons: z.array(z.string()),
});
