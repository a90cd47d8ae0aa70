/** Auto cash-outs the simulated player picks from (uniformly). */
export const CRASH_SIM_TARGETS = ['1.01', '1.25', '1.50', '2.00', '3.00', '5.00', '10.00', '100.00'] as const;

/**
 * Simulated Crash player: auto cash-out uniform over CRASH_SIM_TARGETS, stake 100.00. Each target
 * returns 0.99 − ε with ε < 10⁻¹³ (see crash.ts), so the mix does too.
 */
export function crashSimProfile(): unknown {
  return { stake: 10_000, autoCashOut: CRASH_SIM_TARGETS[Math.floor(Math.random() * CRASH_SIM_TARGETS.length)] };
}
