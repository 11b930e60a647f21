import { describe, expect, it } from 'vitest';
import { maskAccountNumber, maskEmail } from '../../src/domain/fields.ts';

describe('masking', () => {
  it('an e-mail keeps its first character and domain, with three stars whatever the length', () => {
    expect(maskEmail('kagiso.molefe@example.com')).toBe('k***@example.com');
    expect(maskEmail('k@example.com')).toBe('k***@example.com');
    expect(maskEmail(' Naledi@Mail.example.co.bw ')).toBe('N***@Mail.example.co.bw');
    // The last @ separates the domain; nothing of the local part but its first character is shown.
    expect(maskEmail('"a@b"@example.com')).toBe('"***@example.com');
  });

  it('a value that is not an address is all stars', () => {
    for (const value of ['', 'nobody', '@example.com', 'someone@']) expect(maskEmail(value)).toBe('***');
  });

  it('an account number shows its last four digits', () => {
    expect(maskAccountNumber('300041526371')).toBe('********6371');
    expect(maskAccountNumber('6371')).toBe('6371');
  });
});
