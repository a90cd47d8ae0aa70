import { SEA_GAME_CODES, type SeaDraw, type SeaGameView } from '@fortuna/contracts/lottery-sea';
import { DAY_MS, MINUTE_MS } from '../../kit/slot-calendar';
import type { DrawRow } from '../lottery.repo';
import type { LotteryDeps } from '../lottery-context';
import { oddsVersionOf } from '../odds-version';
import { latestVnResults, vnDrawsBetween } from '../vn/vn.repo';
import { vnCutoffMinutes } from '../vn/vn-rules';
import { SEA_DAYS_AHEAD } from './sea-calendar';
import { seaPayoutsOf } from './sea-payouts';

function presentSeaDraw(draw: DrawRow, cutoffMinutes: number): SeaDraw {
  return {
    drawId: String(draw.id),
    gameCode: draw.gameCode,
    drawAt: draw.drawAt.toISOString(),
    closesAt: new Date(draw.drawAt.getTime() - cutoffMinutes * MINUTE_MS).toISOString(),
    status: draw.status,
    result: draw.status === 'drawn' ? draw.result : null,
  };
}

/**
 * Each SEA game with its next draw still taking bets on this merchant's site (closing at the merchant's
 * cut-off, the same as before the regional draws), its latest approved result and the merchant's payouts.
 */
export async function seaLobby(deps: LotteryDeps, merchantId: number | null): Promise<SeaGameView[]> {
  const now = deps.now();
  const [cutoffMinutes, payouts] = await Promise.all([
    vnCutoffMinutes(deps.db, merchantId),
    seaPayoutsOf(deps.db, merchantId),
  ]);
  const closesAfter = now + cutoffMinutes * MINUTE_MS;
  return Promise.all(
    SEA_GAME_CODES.map(async (gameCode) => {
      const coming = await vnDrawsBetween(
        deps.db,
        new Date(closesAfter + 1),
        new Date(now + (SEA_DAYS_AHEAD + 1) * DAY_MS),
        gameCode,
      );
      const next = coming.find((draw) => draw.status === 'open');
      const [latest] = await latestVnResults(deps.db, gameCode, 1);
      return {
        gameCode,
        cutoffMinutes,
        next: next ? presentSeaDraw(next, cutoffMinutes) : null,
        latest: latest ? presentSeaDraw(latest, cutoffMinutes) : null,
        payouts,
        payoutsVersion: oddsVersionOf(payouts),
      };
    }),
  );
}
