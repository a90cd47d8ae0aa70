import { minorToDecimal } from '@fortuna/contracts/money';
import type { MoneyValue } from '@fortuna/contracts/wallet';

/** What `points` convert to at `perPoint` (integer minor units, no floating point). */
export function pointsValue(points: number, perPoint: MoneyValue): MoneyValue {
  const minor = BigInt(points) * BigInt(perPoint.amountMinor);
  return { amount: minorToDecimal(minor), amountMinor: minor.toString() };
}
