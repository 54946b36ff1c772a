import { expect, it } from 'vitest';
import { streamTicketAnswer, unreadCountAnswer } from './bell-answers';
import { StreamTicket, UnreadCount } from './contract';

it('takes a stream ticket exactly where the StreamTicket contract does', () => {
  const ticket = { ticket: 'abc', expires_at: '2026-11-28T17:00:00Z' };
  const answers: unknown[] = [
    ticket,
    { ...ticket, more: 1 },
    { ...ticket, ticket: 5 },
    { ...ticket, expires_at: null },
    { ticket: 'abc' },
    {},
    null,
    [],
    'abc',
  ];
  for (const answer of answers) {
    const expected = StreamTicket.safeParse(answer);
    if (expected.success)
      expect(streamTicketAnswer(answer), JSON.stringify(answer)).toBe(expected.data.ticket);
    else
      expect(() => streamTicketAnswer(answer), JSON.stringify(answer)).toThrow(
        'The stream ticket answered in a form the bell does not know',
      );
  }
});

it('takes an unread count exactly where the UnreadCount contract does', () => {
  const answers: unknown[] = [
    { unread: 0 },
    { unread: 12, more: true },
    { unread: -1 },
    { unread: 1.5 },
    { unread: 2 ** 60 },
    { unread: '3' },
    { unread: null },
    {},
    null,
    [3],
    3,
  ];
  for (const answer of answers) {
    const expected = UnreadCount.safeParse(answer);
    expect(unreadCountAnswer(answer), JSON.stringify(answer)).toBe(
      expected.success ? expected.data.unread : null,
    );
  }
});
