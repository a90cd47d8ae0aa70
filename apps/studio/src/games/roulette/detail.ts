import type { RouletteBet, RouletteDetail } from '@fortuna/games/studio/roulette/roulette';
import { colourOf } from './board';

/** The round's detail as a roulette detail, or null when it is not one. */
export function asRouletteDetail(detail: unknown): RouletteDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const d = detail as Record<string, unknown>;
  if (typeof d.pocket !== 'number' || !Number.isInteger(d.pocket) || d.pocket < 0 || d.pocket > 36) return null;
  const chips = Array.isArray(d.chips)
    ? d.chips.flatMap((chip) => {
        if (typeof chip !== 'object' || chip === null) return [];
        const c = chip as Record<string, unknown>;
        if (typeof c.bet !== 'object' || c.bet === null || typeof (c.bet as { type?: unknown }).type !== 'string')
          return [];
        return [
          {
            bet: c.bet as RouletteBet,
            amount: typeof c.amount === 'string' ? c.amount : '0',
            odds: typeof c.odds === 'number' ? c.odds : 0,
            win: c.win === true,
            payout: typeof c.payout === 'string' ? c.payout : '0',
          },
        ];
      })
    : [];
  return {
    pocket: d.pocket,
    colour: colourOf(d.pocket),
    wheelIndex: typeof d.wheelIndex === 'number' ? d.wheelIndex : -1,
    chips,
  };
}
