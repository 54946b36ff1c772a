import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact';

describe('redactUrl', () => {
  it.each([
    ['/v2/health', '/v2/health'],
    ['/easy_approve?token=abc.def', '/easy_approve?token=[REDACTED]'],
    ['/file?jwt=eyJ&name=x', '/file?jwt=[REDACTED]&name=x'],
    ['/x?SSN=123-45-6789', '/x?SSN=[REDACTED]'],
    ['/x?page=2&code=123456', '/x?page=2&code=[REDACTED]'],
  ])('%s', (input, expected) => expect(redactUrl(input)).toBe(expected));
});
