/** Simulated Fortuna Fruits player: a coin of 0.20 per line (1.00 total). */
export function classicSlotSimProfile(): unknown {
  return { coin: 20 };
}
