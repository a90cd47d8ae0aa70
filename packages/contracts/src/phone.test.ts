import { describe, expect, it } from 'vitest';
import { countryDialingCodes, maskMobile, parseMobile } from './phone';

describe('parseMobile', () => {
  it('reads a Vietnamese mobile with or without its trunk zero and spacing', () => {
    const expected = { dialingCode: '84', nationalNumber: '912345678', e164: '+84912345678' };
    expect(parseMobile('84', '912345678')).toEqual(expected);
    expect(parseMobile('+84', '0912 345 678')).toEqual(expected);
  });

  it('refuses numbers that are not possible in that country, and junk', () => {
    expect(parseMobile('84', '12')).toBeNull();
    expect(parseMobile('84', 'abcdefgh')).toBeNull();
    expect(parseMobile('1', '912345678')).toBeNull();
    expect(parseMobile('84', '+447700900123')).toBeNull();
  });
});

describe('maskMobile', () => {
  it('shows only the dialing code and the last three digits', () => {
    expect(maskMobile('84', '912345678')).toBe('+84 ******678');
  });
});

describe('countryDialingCodes', () => {
  it('lists countries with their codes', () => {
    const codes = countryDialingCodes();
    expect(codes.length).toBeGreaterThan(200);
    expect(codes).toContainEqual({ countryCode: 'VN', countryDialingCode: '84' });
    expect(codes).toContainEqual({ countryCode: 'TH', countryDialingCode: '66' });
  });
});
