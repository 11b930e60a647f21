import { describe, expect, it } from 'vitest';
import { fromStoredCode, toStoredCode, languages } from '../../src/domain/language.ts';
import { replaceContactPlaceholders } from '../../src/domain/placeholders.ts';
import { basePathFor } from '../../src/app/basePath.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';

describe('language codes', () => {
  it('stores Spanish as SP and reads it back', () => {
    expect(toStoredCode('ES')).toBe('SP');
    expect(fromStoredCode('SP')).toBe('ES');
  });
  it('round-trips every language', () => {
    for (const language of languages) expect(fromStoredCode(toStoredCode(language))).toBe(language);
  });
  it('rejects unknown codes', () => {
    expect(fromStoredCode('DE')).toBeUndefined();
    expect(fromStoredCode(null)).toBeUndefined();
  });
});

describe('contact placeholders', () => {
  it('replaces the utility contact values', () => {
    expect(replaceContactPlaceholders('Call {UtilityPhone} or {CustomerCarePhone}')).toBe('Call 16266 or 0800 600 147');
  });
  it('leaves ICU arguments alone', () => {
    expect(replaceContactPlaceholders('Version {version}')).toBe('Version {version}');
  });
});

describe('base path', () => {
  it('is / on localhost and /Portal elsewhere', () => {
    expect(basePathFor('localhost')).toBe('/');
    expect(basePathFor('127.0.0.1')).toBe('/Portal');
    expect(basePathFor('portal.utility.example')).toBe('/Portal');
  });
});

describe('service areas', () => {
  it('has one distinct base path per area of document 2 section 7', () => {
    const paths = Object.values(apiAreas);
    expect(paths).toHaveLength(17);
    expect(new Set(paths).size).toBe(17);
  });
});
