import { GAME_TYPES, type GameType } from '@fortuna/contracts/catalogue';

/** Without settings of its own, a merchant's members earn 1 point per 10,000 of valid bet in every area. */
export const DEFAULT_RATE_MINOR = 1_000_000n;
/** …and one point converts to 10 of balance. */
export const DEFAULT_CONVERT_PER_POINT_MINOR = 1_000n;

export interface PointsRates {
  ratesMinor: Partial<Record<GameType, bigint>>;
  convertPerPointMinor: bigint;
}

export const DEFAULT_RATES: PointsRates = {
  ratesMinor: Object.fromEntries(GAME_TYPES.map((type) => [type, DEFAULT_RATE_MINOR])),
  convertPerPointMinor: DEFAULT_CONVERT_PER_POINT_MINOR,
};

export interface AreaValidBet {
  gameType: GameType;
  validBetMinor: bigint;
  accruedValidBetMinor: bigint;
}

export interface AreaEarning {
  gameType: GameType;
  /** The valid bet these points were earned on (whole points only; the rest waits for more valid bet). */
  validBetMinor: bigint;
  points: number;
  newMarkMinor: bigint;
}

/**
 * The points each area earns: whole points of (valid bet since the mark) ÷ (valid bet per point). The mark moves up
 * by the valid bet the points used, so a remainder below one point is kept for the next accrual, never lost.
 * Areas without a rate earn nothing and keep their mark.
 */
export function pointsEarned(areas: AreaValidBet[], ratesMinor: Partial<Record<GameType, bigint>>): AreaEarning[] {
  const earnings: AreaEarning[] = [];
  for (const area of [...areas].sort((a, b) => a.gameType.localeCompare(b.gameType))) {
    const rate = ratesMinor[area.gameType] ?? 0n;
    const since = area.validBetMinor - area.accruedValidBetMinor;
    if (rate <= 0n || since < rate) continue;
    const points = since / rate;
    const used = points * rate;
    earnings.push({
      gameType: area.gameType,
      validBetMinor: used,
      points: Number(points),
      newMarkMinor: area.accruedValidBetMinor + used,
    });
  }
  return earnings;
}
