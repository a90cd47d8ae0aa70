/**
 * Running sums for the RTP of many rounds: money totals exact (bigint), moments in doubles for the
 * standard error. RTP is a ratio estimator, Σ payout / Σ stake, so its standard error is
 * sqrt(Σ (payoutᵢ − R·stakeᵢ)² · n/(n−1)) / Σ stake (the delta method), which also holds when stakes vary.
 */
export interface Moments {
  rounds: number;
  stake: bigint;
  payout: bigint;
  sumS: number;
  sumP: number;
  sumSS: number;
  sumPS: number;
  sumPP: number;
}

export const emptyMoments = (): Moments => ({
  rounds: 0,
  stake: 0n,
  payout: 0n,
  sumS: 0,
  sumP: 0,
  sumSS: 0,
  sumPS: 0,
  sumPP: 0,
});

export function addRound(m: Moments, stake: bigint, payout: bigint): void {
  const s = Number(stake);
  const p = Number(payout);
  m.rounds++;
  m.stake += stake;
  m.payout += payout;
  m.sumS += s;
  m.sumP += p;
  m.sumSS += s * s;
  m.sumPS += p * s;
  m.sumPP += p * p;
}

export function mergeMoments(a: Moments, b: Moments): Moments {
  return {
    rounds: a.rounds + b.rounds,
    stake: a.stake + b.stake,
    payout: a.payout + b.payout,
    sumS: a.sumS + b.sumS,
    sumP: a.sumP + b.sumP,
    sumSS: a.sumSS + b.sumSS,
    sumPS: a.sumPS + b.sumPS,
    sumPP: a.sumPP + b.sumPP,
  };
}

/** Moments with bigints as strings, to cross a worker boundary as JSON. */
export type MomentsJson = Omit<Moments, 'stake' | 'payout'> & { stake: string; payout: string };

export const momentsToJson = (m: Moments): MomentsJson => ({
  ...m,
  stake: m.stake.toString(),
  payout: m.payout.toString(),
});

export const momentsFromJson = (m: MomentsJson): Moments => ({
  ...m,
  stake: BigInt(m.stake),
  payout: BigInt(m.payout),
});

/** Multiples of the standard error a measured RTP may stray from the stated one. */
export const TOLERANCE_STANDARD_ERRORS = 3.5;
/** Smallest tolerance: covers flooring to the minor unit and the 4-decimal rounding of a stated RTP. */
export const TOLERANCE_FLOOR = 0.001;

export interface RtpCheck {
  rounds: number;
  measuredRtp: number;
  statedRtp: number;
  standardError: number;
  tolerance: number;
  pass: boolean;
}

/** Measured RTP against the stated one: pass when |measured − stated| ≤ max(3.5 × SE, 0.001). */
export function checkRtp(m: Moments, statedRtp: number): RtpCheck {
  const measuredRtp = m.sumS > 0 ? m.sumP / m.sumS : 0;
  const residual = Math.max(0, m.sumPP - 2 * measuredRtp * m.sumPS + measuredRtp * measuredRtp * m.sumSS);
  const standardError =
    m.rounds > 1 ? Math.sqrt((residual * m.rounds) / (m.rounds - 1)) / m.sumS : Number.POSITIVE_INFINITY;
  const tolerance = Math.max(TOLERANCE_STANDARD_ERRORS * standardError, TOLERANCE_FLOOR);
  return {
    rounds: m.rounds,
    measuredRtp,
    statedRtp,
    standardError,
    tolerance,
    pass: Math.abs(measuredRtp - statedRtp) <= tolerance,
  };
}
