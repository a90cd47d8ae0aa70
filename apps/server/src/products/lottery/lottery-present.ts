import type { LotteryBet, LotteryDraw } from '@fortuna/contracts/lottery';
import type { BetRow, DrawRow } from './lottery.repo';

/** A draw as anyone may see it: its hash always; its result and seed only once drawn. */
export function presentDraw(draw: DrawRow, seed: string | null = null): LotteryDraw {
  return {
    drawId: String(draw.id),
    gameCode: draw.gameCode,
    drawAt: draw.drawAt.toISOString(),
    opensAt: draw.opensAt.toISOString(),
    closesAt: draw.closesAt.toISOString(),
    status: draw.status,
    seedHash: draw.seedHash,
    result: draw.status === 'drawn' ? draw.result : null,
    seed: draw.status === 'drawn' ? seed : null,
  };
}

export function presentBet(bet: BetRow, drawAt: Date): LotteryBet {
  return {
    betId: bet.id,
    drawId: String(bet.drawId),
    gameCode: bet.gameCode,
    drawAt: drawAt.toISOString(),
    betType: bet.betType,
    numbers: bet.numbers,
    stakePerPoint: bet.stakePerPoint.toString(),
    totalStake: bet.totalStake.toString(),
    odds: (bet.oddsHundredths / 100).toFixed(2),
    prizeMode: bet.prizeMode,
    status: bet.status,
    hits: bet.hits,
    payout: bet.payout.toString(),
    currency: bet.currency,
    placedAt: bet.placedAt.toISOString(),
  };
}
