/**
 * Simulated Fortuna Jackpot player: stake 1.00. The simulator sums `payout` only (base wins), so it
 * measures the base RTP (243/256), not the stated base + contribution (see jackpot.ts).
 */
export function jackpotSlotSimProfile(): unknown {
  return { stake: 100 };
}
