import { describe, expect, it } from 'vitest';
import { extractErrorMessage, UNKNOWN_ERROR_MESSAGE } from './extract-message';

describe('extractErrorMessage (spec §8)', () => {
  it.each([
    [
      'message wins over detail',
      { message: 'Invalid credentials', detail: 'x' },
      'Invalid credentials',
    ],
    ['detail string', { detail: 'Token expired' }, 'Token expired'],
    [
      'detail object with loc',
      { detail: { msg: 'is required', loc: ['body', 'email'] } },
      'is required email',
    ],
    [
      'detail list joined with loc names',
      {
        detail: [
          { msg: 'Field required', loc: ['body', 'email'], type: 'missing' },
          { msg: 'Too short', loc: ['body', 'password'], type: 'too_short' },
        ],
      },
      'Field required email, Too short password',
    ],
    [
      'root loc is not named',
      { detail: [{ msg: 'Bad body', loc: ['body'], type: 'x' }] },
      'Bad body',
    ],
    ['__root__ loc is not named', { detail: [{ msg: 'Bad', loc: ['body', '__root__'] }] }, 'Bad'],
    ['empty loc', { detail: [{ msg: 'Only msg', loc: [] }] }, 'Only msg'],
    ['numeric loc', { detail: [{ msg: 'Bad row', loc: ['body', 'rows', 3] }] }, 'Bad row 3'],
    ['list of plain strings', { detail: ['a', 'b'] }, 'a, b'],
    ['message list', { message: ['one', 'two'] }, 'one, two'],
    ['empty message falls through to detail', { message: '', detail: 'd' }, 'd'],
    ['empty object', {}, UNKNOWN_ERROR_MESSAGE],
    ['null', null, UNKNOWN_ERROR_MESSAGE],
    ['undefined', undefined, UNKNOWN_ERROR_MESSAGE],
    ['detail list without msgs', { detail: [{ loc: ['x'] }] }, UNKNOWN_ERROR_MESSAGE],
    ['number', 42, UNKNOWN_ERROR_MESSAGE],
    ['plain text body', 'Service Unavailable', 'Service Unavailable'],
  ])('%s', (_name, input, expected) => {
    expect(extractErrorMessage(input)).toBe(expected);
  });
});
