import type { CrashGameView, CrashOwnBet, CrashPublicBet } from '@fortuna/contracts/studio-crash';
import type { CrashBetRow, CrashGameRow } from './crash.repo';
import { hundredthsText } from './crash-clock';

/** "demo01" → "de***1": other players see enough to tell bets apart, not who placed them. */
export function maskNickname(nickname: string): string {
  const chars = [...nickname];
  if (chars.length <= 3) return `${chars[0] ?? '*'}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}

/** floor(stake × multiplier): the payout of a bet cashed out at `cashOut` hundredths. */
export function payoutAt(stake: bigint, cashOut: bigint): bigint {
  return (stake * cashOut) / 100n;
}

export function gameView(game: CrashGameRow, growthPerMs: number): CrashGameView {
  const crashed = game.status === 'crashed';
  return {
    number: game.number,
    phase: game.status,
    bettingEndsAt: game.bettingEndsAt.getTime(),
    flightStartsAt: game.bettingEndsAt.getTime(),
    growthPerMs,
    crashPoint: crashed ? hundredthsText(game.crashHundredths) : null,
    crashedAt: crashed ? (game.crashedAt?.getTime() ?? game.crashAt.getTime()) : null,
    hash: crashed ? game.hash : null,
  };
}

function payoutOf(bet: CrashBetRow): string | null {
  if (bet.status === 'cashed' && bet.cashOut !== null) return payoutAt(bet.stakeMinor, bet.cashOut).toString();
  return bet.status === 'busted' ? '0' : null;
}

export function publicBet(bet: CrashBetRow): CrashPublicBet {
  return {
    id: bet.id,
    nickname: maskNickname(bet.nickname),
    stake: bet.stakeMinor.toString(),
    currency: bet.currency,
    status: bet.status,
    cashOut: bet.cashOut === null ? null : hundredthsText(bet.cashOut),
    payout: payoutOf(bet),
  };
}

export function ownBet(bet: CrashBetRow): CrashOwnBet {
  return {
    ...publicBet(bet),
    nickname: bet.nickname,
    roundId: bet.roundId,
    gameNumber: bet.gameNumber,
    autoCashOut: bet.autoCashOut === null ? null : hundredthsText(BigInt(bet.autoCashOut)),
  };
}

/**
 * The round's detail: what the bet did, and once its game crashed, the crash point and revealed hash
 * (enough to verify it on the verify page).
 */
export function betDetail(bet: CrashBetRow, game: CrashGameRow | null) {
  const crashed = game?.status === 'crashed';
  return {
    gameNumber: bet.gameNumber,
    status: bet.status,
    autoCashOut: bet.autoCashOut === null ? null : hundredthsText(BigInt(bet.autoCashOut)),
    cashOut: bet.cashOut === null ? null : hundredthsText(bet.cashOut),
    crashPoint: crashed && game ? hundredthsText(game.crashHundredths) : null,
    hash: crashed && game ? game.hash : null,
  };
}
