import { describe, expect, it } from 'vitest';
import { createVault, isSealed, VaultError } from './vault';

const key = Buffer.alloc(32, 1);
const other = Buffer.alloc(32, 2);

describe('the vault for personal numbers', () => {
  it('seals to a value that holds no part of the number and opens back to it', () => {
    const vault = createVault(key);
    const sealed = vault.seal('contractors.ssn', '512-44-7781');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('7781');
    expect(vault.open('contractors.ssn', sealed)).toBe('512-44-7781');
  });

  it('seals the same number differently each time (a random IV), so equal numbers cannot be matched', () => {
    const vault = createVault(key);
    expect(vault.seal('c', '123456789')).not.toBe(vault.seal('c', '123456789'));
  });

  it('refuses a tampered value, a value from another column and a value under an unknown key', () => {
    const vault = createVault(key);
    const sealed = vault.seal('bank_methods.account_number', '000123456789');
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${sealed.slice(0, -2)}${last}${sealed.at(-1)}`;
    expect(() => vault.open('bank_methods.account_number', tampered)).toThrow(VaultError);
    expect(() => vault.open('contractors.ssn', sealed)).toThrow(VaultError);
    expect(() => createVault(other).open('bank_methods.account_number', sealed)).toThrow(
      VaultError,
    );
    expect(() => vault.open('contractors.ssn', '512-44-7781')).toThrow(VaultError);
  });

  it('opens values sealed before a key rotation with the older key, and seals with the new one', () => {
    const before = createVault(key).seal('c', '987654321');
    const rotated = createVault(other, [key]);
    expect(rotated.open('c', before)).toBe('987654321');
    expect(() => createVault(key).open('c', rotated.seal('c', '1'))).toThrow(VaultError);
  });
});
