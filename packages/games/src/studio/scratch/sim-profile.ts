/** Simulated Scratch player: one ticket of 1.00. */
export function scratchSimProfile(): unknown {
  return { stake: 100 };
}
