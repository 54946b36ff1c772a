import { randomUUID } from 'node:crypto';

/** What the demo service is shown: the worker's legal name and date of birth as on file. */
export interface IdentitySubject {
  workerId: string;
  legalName: string;
  /** `YYYY-MM-DD`, or null when the worker has not given it yet. */
  dateOfBirth: string | null;
}

export type IdentityResult = { status: 'verified' } | { status: 'failed'; reason: string };
export type IdentityAnswer = IdentityResult | { status: 'pending' };

/**
 * How long the demo service takes to check a document and selfie: long enough for the worker's page
 * to show the session pending, short enough for a story to wait for it.
 */
export const DEMO_CHECK_MS = 1_500;

export const NAME_MISSING = 'The legal name on file is missing: add it to your profile first';
export const BIRTH_DATE_MISSING =
  'The date of birth on file is missing: add it to your profile first';
/**
 * Like a provider's test mode, a legal name containing this word fails the document check, so the
 * failed path can be shown on these machines.
 */
export const DEMO_DECLINE_WORD = 'Declined';
export const DEMO_DECLINE_REASON = 'The document photo could not be matched to the selfie';

/**
 * The identity verification service on this machine: opens a session at once, and answers from
 * what is on file, as the provider would after the worker's document and selfie: verified, or
 * failed with a reason the worker can act on.
 */
export const demoIdentity = {
  openSession: async (subject: IdentitySubject) => ({
    session_id: `idv_demo_${subject.workerId}_${randomUUID()}`,
  }),
  result: async (subject: IdentitySubject): Promise<IdentityResult> => {
    if (subject.legalName.trim() === '') return { status: 'failed', reason: NAME_MISSING };
    if (!subject.dateOfBirth) return { status: 'failed', reason: BIRTH_DATE_MISSING };
    if (subject.legalName.includes(DEMO_DECLINE_WORD))
      return { status: 'failed', reason: DEMO_DECLINE_REASON };
    return { status: 'verified' };
  },
  /** A session's answer when asked at `now`: pending until the check time has passed since it opened. */
  answer: async (subject: IdentitySubject, openedAt: Date, now: Date): Promise<IdentityAnswer> =>
    now.getTime() - openedAt.getTime() < DEMO_CHECK_MS
      ? { status: 'pending' }
      : demoIdentity.result(subject),
};
