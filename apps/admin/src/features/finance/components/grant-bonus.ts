/** The turnover a bonus must be wagered: its amount times the multiple (0 = none). */
export function bonusTurnoverMinor(amountMinor: bigint, wageringMultiple: number): bigint {
  return amountMinor * BigInt(wageringMultiple);
}
