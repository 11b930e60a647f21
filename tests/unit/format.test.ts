import { describe, expect, it } from 'vitest';
import { creditSuffix, formatDate, formatDayMonthYear, formatMessageDate, formatMoney, moneyParts, timeZoneFor } from '../../src/domain/format.ts';

// Intl puts a no-break space between the symbol and the digits in some locales: compare on spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney (document 2 section 9: 2 decimals, negative amounts as credit with CR)', () => {
  it('always shows 2 decimals', () => {
    expect(plain(formatMoney(12))).toBe('P 12.00');
    expect(plain(formatMoney(12.5))).toBe('P 12.50');
    expect(plain(formatMoney(1234.567))).toBe('P 1,234.57');
    expect(plain(formatMoney(0))).toBe('P 0.00');
  });

  it('shows a negative amount as a credit: no minus sign, the CR suffix', () => {
    expect(plain(formatMoney(-12.5))).toBe('P 12.50 CR');
    expect(plain(formatMoney(-1234.5))).toBe('P 1,234.50 CR');
    expect(formatMoney(-3)).not.toContain('-');
    expect(formatMoney(-3).endsWith(` ${creditSuffix}`)).toBe(true);
  });

  it('rounds half up on cents, and an amount that rounds to 0 is no credit', () => {
    expect(plain(formatMoney(2.675))).toBe('P 2.68');
    expect(plain(formatMoney(1.005))).toBe('P 1.01');
    expect(plain(formatMoney(-2.675))).toBe('P 2.68 CR');
    expect(plain(formatMoney(-0.004))).toBe('P 0.00');
    expect(moneyParts(-0.004).credit).toBe(false);
    expect(moneyParts(-0.005).credit).toBe(true);
  });

  it('follows the locale for separators and the currency for the symbol', () => {
    expect(plain(formatMoney(-1234.5, 'fr'))).toBe('1 234,50 P CR');
    expect(plain(formatMoney(1234.5, 'es'))).toMatch(/^1\.?234,50 P$/);
    expect(plain(formatMoney(10, 'en-US', 'USD'))).toBe('$10.00');
  });

  it('never shows NaN or Infinity', () => {
    expect(plain(formatMoney(Number.NaN))).toBe('P 0.00');
    expect(plain(formatMoney(Number.POSITIVE_INFINITY))).toBe('P 0.00');
  });

  it('splits the text and the credit flag for views that style the suffix', () => {
    expect(moneyParts(-5)).toEqual({ amount: formatMoney(5), credit: true });
    expect(moneyParts(5)).toEqual({ amount: formatMoney(5), credit: false });
  });
});

describe('formatDate', () => {
  it("reads 'MMM dd, yyyy' in English", () => {
    expect(formatDate('2025-03-07')).toBe('Mar 07, 2025');
  });

  it('keeps a calendar day the same in every time zone', () => {
    expect(formatDate('2025-03-01', 'en-US', 'Pacific/Kiritimati')).toBe('Mar 01, 2025');
    expect(formatDate('2025-03-01', 'en-US', 'America/Los_Angeles')).toBe('Mar 01, 2025');
  });

  it('shows a date-time in the account time zone: Los Angeles, or Phoenix for AZ', () => {
    // 05:30 UTC is the evening before in Los Angeles (UTC-8) and Phoenix (UTC-7).
    expect(formatDate('2025-03-07T05:30:00Z', 'en-US', timeZoneFor('CA'))).toBe('Mar 06, 2025');
    expect(formatDate('2025-03-07T07:30:00Z', 'en-US', timeZoneFor('AZ'))).toBe('Mar 07, 2025');
    expect(formatDate('2025-03-07T07:30:00Z', 'en-US', timeZoneFor('CA'))).toBe('Mar 06, 2025');
    expect(timeZoneFor(' az ')).toBe('America/Phoenix');
    expect(timeZoneFor(null)).toBe('America/Los_Angeles');
  });

  it('uses the locale words', () => {
    expect(formatDate('2025-03-07', 'fr')).toMatch(/07 mars 2025/);
    expect(formatDate('2025-03-07', 'es')).toMatch(/07 mar 2025/);
  });

  it('is empty for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDayMonthYear (document 2 section 9: DD/MM/yyyy)', () => {
  it('writes day, month and year with two-digit day and month', () => {
    expect(formatDayMonthYear('2025-03-07')).toBe('07/03/2025');
    expect(formatDayMonthYear('2025-12-31')).toBe('31/12/2025');
  });

  it('keeps a calendar day in every time zone and shows a date-time in the account time zone', () => {
    expect(formatDayMonthYear('2025-03-01', 'Pacific/Kiritimati')).toBe('01/03/2025');
    expect(formatDayMonthYear('2025-03-07T05:30:00Z', timeZoneFor('CA'))).toBe('06/03/2025');
    expect(formatDayMonthYear('2025-03-07T07:30:00Z', timeZoneFor('AZ'))).toBe('07/03/2025');
  });

  it('is empty for a missing or unreadable date', () => {
    expect(formatDayMonthYear(null)).toBe('');
    expect(formatDayMonthYear('')).toBe('');
    expect(formatDayMonthYear('31/02/2025')).toBe('');
  });
});

describe("formatMessageDate (document 2 section 9: 'MMMM DD, YYYY' and 'MMMM DD, YYYY hh:mm A', Los Angeles)", () => {
  it('writes the month in full, a two-digit day and the year', () => {
    expect(formatMessageDate('2025-03-07')).toBe('March 07, 2025');
  });

  it('writes the same parts in the order and 24-hour clock of the other languages', () => {
    expect(formatMessageDate('2025-03-07', 'fr')).toBe('07 mars 2025');
    expect(formatMessageDate('2025-03-08T03:30:00Z', 'fr', true)).toBe('07 mars 2025 à 19:30');
    expect(formatMessageDate('2025-03-08T03:30:00Z', 'es', true)).toBe('07 de marzo de 2025 a las 19:30');
    expect(formatMessageDate('2025-03-08T03:30:00Z', 'en-GB', true)).toBe('07 March 2025 at 19:30');
  });

  it('adds the 12-hour time in Los Angeles', () => {
    // 17:05 UTC is 09:05 in Los Angeles (UTC-8 in early March).
    expect(formatMessageDate('2025-03-07T17:05:00Z', 'en-US', true)).toBe('March 07, 2025 09:05 AM');
    // 03:30 UTC on the 8th is 19:30 on the 7th there.
    expect(formatMessageDate('2025-03-08T03:30:00Z', 'en-US', true)).toBe('March 07, 2025 07:30 PM');
    expect(formatMessageDate('2025-03-08T03:30:00Z')).toBe('March 07, 2025');
  });

  it('is empty for a missing or unreadable date', () => {
    expect(formatMessageDate(undefined)).toBe('');
    expect(formatMessageDate('soon', 'en-US', true)).toBe('');
  });
});
