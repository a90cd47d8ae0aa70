import type { DiceDetail } from '@fortuna/games/studio/dice/dice';

/** The round's detail as a dice detail, or null when it is not one. */
export function asDiceDetail(detail: unknown): DiceDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const d = detail as Record<string, unknown>;
  if (typeof d.roll !== 'number' || typeof d.target !== 'number' || (d.direction !== 'under' && d.direction !== 'over'))
    return null;
  return {
    roll: d.roll,
    direction: d.direction,
    target: d.target,
    chance: typeof d.chance === 'number' ? d.chance : 0,
    multiplier: typeof d.multiplier === 'string' ? d.multiplier : '',
    multiplierRatio:
      typeof d.multiplierRatio === 'object' && d.multiplierRatio !== null
        ? (d.multiplierRatio as DiceDetail['multiplierRatio'])
        : { numerator: 0, denominator: 1 },
    win: d.win === true,
  };
}
