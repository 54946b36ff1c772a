import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import {
  BIRTH_DATE_MISSING,
  DEMO_CHECK_MS,
  DEMO_DECLINE_REASON,
  NAME_MISSING,
  demoIdentity,
  type IdentitySubject,
} from './demo';
import { identityAdapter } from './index';

const connie: IdentitySubject = {
  workerId: 'w-connie',
  legalName: 'Connie Contractor',
  dateOfBirth: '1990-04-02',
};
const opened = new Date('2026-11-26T10:00:00Z');
const later = (ms: number) => new Date(opened.getTime() + ms);

describe('the demo identity verification service', () => {
  it('keeps a session pending while it checks, then verifies a worker whose name and date of birth are on file', async () => {
    expect(await demoIdentity.answer(connie, opened, later(DEMO_CHECK_MS - 1))).toEqual({
      status: 'pending',
    });
    expect(await demoIdentity.answer(connie, opened, later(DEMO_CHECK_MS))).toEqual({
      status: 'verified',
    });
    expect((await demoIdentity.openSession(connie)).session_id).toMatch(/^idv_demo_w-connie_/);
  });

  it('fails with a reason the worker can act on', async () => {
    const done = later(DEMO_CHECK_MS);
    expect(await demoIdentity.answer({ ...connie, legalName: ' ' }, opened, done)).toEqual({
      status: 'failed',
      reason: NAME_MISSING,
    });
    expect(await demoIdentity.answer({ ...connie, dateOfBirth: null }, opened, done)).toEqual({
      status: 'failed',
      reason: BIRTH_DATE_MISSING,
    });
    expect(
      await demoIdentity.answer({ ...connie, legalName: 'Dana Declined' }, opened, done),
    ).toEqual({
      status: 'failed',
      reason: DEMO_DECLINE_REASON,
    });
  });

  it('opens a new session each time', async () => {
    const [a, b] = await Promise.all([
      demoIdentity.openSession(connie),
      demoIdentity.openSession(connie),
    ]);
    expect(a.session_id).not.toBe(b.session_id);
  });

  it('is the demo outside production, and its connection test verifies a test subject', async () => {
    expect(identityAdapter.status(parseEnv({ NODE_ENV: 'test' }))).toBe('demo');
    expect(await identityAdapter.test()).toEqual({
      ok: true,
      message: 'A test session opened and was verified',
    });
  });
});
