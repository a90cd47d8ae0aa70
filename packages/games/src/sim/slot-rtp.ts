/**
 * Prints the exact RTP of Fortuna 20 and, with --brute, re-derives it by playing every stop
 * combination of both reel sets through the spin evaluator (25.1 + 35.6 million spins).
 *
 *   node --import tsx packages/games/src/sim/slot-rtp.ts [--brute]
 */
import { enumerateStops, exactSlotRtp, expectedFreeSpins, Ratio } from '../studio/slot-20/exact-rtp';
import { FREE_SPIN_MULTIPLIER, LINES } from '../studio/slot-20/reels';
import { BASE_SET, FREE_SPIN_SET, slotGame } from '../studio/slot-20/slot';

const rtp = exactSlotRtp();
const show = (label: string, value: Ratio, places = 8) =>
  process.stdout.write(`${label.padEnd(34)} ${value.toFixed(places)}\n`);
show('base game line wins', rtp.baseLines);
show('base game scatter wins', rtp.baseScatters);
show('P(base spin triggers free spins)', rtp.triggerProbability);
show('P(free spin retriggers)', rtp.retriggerProbability);
show('E[free spins per trigger]', rtp.expectedFreeSpins);
show('E[one free spin] (×2 incl.)', rtp.freeSpinValue);
show('free spins', rtp.freeSpins);
show('total RTP', rtp.total, 12);
process.stdout.write(`stated RTP                         ${slotGame.statedRtp}\n`);

if (process.argv.includes('--brute')) {
  const t0 = performance.now();
  const base = enumerateStops(BASE_SET);
  const free = enumerateStops(FREE_SPIN_SET);
  // Per unit of total stake: line pays are in coins (÷ 20 coins), scatter pays already in total stakes.
  const baseValue = new Ratio(base.linePay, base.combinations)
    .mul(new Ratio(1n, BigInt(LINES)))
    .add(new Ratio(base.scatterPay, base.combinations));
  const freeValue = Ratio.of(FREE_SPIN_MULTIPLIER).mul(
    new Ratio(free.linePay, free.combinations * BigInt(LINES)).add(new Ratio(free.scatterPay, free.combinations)),
  );
  const spins = expectedFreeSpins(new Ratio(free.triggers, free.combinations));
  const total = baseValue.add(new Ratio(base.triggers, base.combinations).mul(spins).mul(freeValue));
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  process.stdout.write(
    `brute force: ${base.combinations + free.combinations} spins in ${seconds}s → RTP ${total.toFixed(12)} (${
      total.num === rtp.total.num && total.den === rtp.total.den ? 'identical to' : 'DIFFERENT from'
    } the exact computation)\n`,
  );
  if (total.num !== rtp.total.num || total.den !== rtp.total.den) process.exitCode = 1;
}
