import { expect, it } from 'vitest';
import { isLoopback } from './loopback';

it.each(['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:7f00:1'])(
  '%s is loopback',
  (a) => expect(isLoopback(a)).toBe(true),
);

it.each(['128.0.0.1', '10.0.0.1', '::ffff:10.0.0.1', '::2', 'fe80::1', '', 'localhost', undefined])(
  '%s is not',
  (a) => expect(isLoopback(a)).toBe(false),
);
