/** Simulated Dragon Ways player: a coin of 0.04 (1.00 total stake). */
export function waysSlotSimProfile(): unknown {
  return { coin: 4 };
}
