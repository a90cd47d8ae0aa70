import { describe, expect, it } from 'vitest';
import { dialingOptions } from './dialing-options';

describe('dialingOptions', () => {
  const countries = [
    { countryCode: 'CA', countryDialingCode: '1' },
    { countryCode: 'GB', countryDialingCode: '44' },
    { countryCode: 'PR', countryDialingCode: '1' },
    { countryCode: 'US', countryDialingCode: '1' },
    { countryCode: 'VN', countryDialingCode: '84' },
  ];

  it('lists each dialing code once, Vietnam first, then by code', () => {
    expect(dialingOptions(countries, '84')).toEqual([
      { code: '84', label: '+84 VN' },
      { code: '1', label: '+1 CA, PR…' },
      { code: '44', label: '+44 GB' },
    ]);
  });

  it('keeps the chosen code selectable before the list has loaded', () => {
    expect(dialingOptions([], '84')).toEqual([{ code: '84', label: '+84' }]);
  });
});
