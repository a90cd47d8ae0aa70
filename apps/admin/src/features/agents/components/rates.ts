import { MAX_RATE_BP } from '@fortuna/contracts/agents';

const PERCENT_PATTERN = /^\d{1,3}(?:\.\d{1,2})?$/;

/**
 * "1.5" % → 150 basis points; null when it is not a percentage from 0 to 100 with at most 2 decimals.
 * A comma is refused rather than guessed: "1,5" could mean 1.5 or 15.
 */
export function percentToRateBp(text: string): number | null {
  const cleaned = text.trim().replace(/%$/, '').trim();
  if (!PERCENT_PATTERN.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp <= MAX_RATE_BP ? bp : null;
}

/** 150 → "1.5": basis points as the percentage staff type, without trailing zeros. */
export function rateBpToPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const fraction = String(Math.abs(bp % 100))
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** 150 → "1.5%". */
export function formatRate(bp: number): string {
  return `${rateBpToPercent(bp)}%`;
}
