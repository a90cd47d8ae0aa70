import type { Country } from '@fortuna/contracts/auth';
import { DEFAULT_DIALING_CODE } from './mobile-number';

export interface DialingOption {
  code: string;
  label: string;
}

const COUNTRIES_IN_LABEL = 2;

/** One option per dialing code (several countries share +1 or +7), the default country first. */
export function dialingOptions(countries: readonly Country[], current: string): DialingOption[] {
  const byCode = new Map<string, string[]>();
  for (const { countryCode, countryDialingCode } of countries) {
    byCode.set(countryDialingCode, [...(byCode.get(countryDialingCode) ?? []), countryCode]);
  }
  if (!byCode.has(current)) byCode.set(current, []);
  const rank = (code: string) => (code === DEFAULT_DIALING_CODE ? -1 : Number(code));
  return [...byCode.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([code, names]) => {
      const shown = names.slice(0, COUNTRIES_IN_LABEL).join(', ');
      const more = names.length > COUNTRIES_IN_LABEL ? '…' : '';
      return { code, label: shown ? `+${code} ${shown}${more}` : `+${code}` };
    });
}
