import { expect, it } from 'vitest';
import { demoUsers } from '../../domain/policy/demo-users.fixture';
import { canDecideReviews, canSeeReviews, canWriteReviews } from './policy';

const who = (p: (u: (typeof demoUsers)[string]) => boolean) =>
  Object.keys(demoUsers).filter((email) => p(demoUsers[email]!));

it('reviews: written by admin-like users and partner staff who run accounts; decided by admin-like users and partner owners', () => {
  expect(who(canSeeReviews)).toEqual(who(canWriteReviews));
  expect(who(canWriteReviews)).toEqual([
    'admin@demo.test',
    'owner@acme.test',
    'recruiter@acme.test',
    'finance@acme.test',
    'owner@selfco.test',
    'eor@demo.test',
  ]);
  expect(who(canDecideReviews)).toEqual([
    'admin@demo.test',
    'owner@acme.test',
    'owner@selfco.test',
    'eor@demo.test',
  ]);
});
