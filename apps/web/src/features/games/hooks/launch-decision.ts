import type { Game, GameType } from '@fortuna/contracts/catalogue';
import { isSeaGameCode } from '@fortuna/contracts/lottery-sea';
import { isVnGameCode } from '@fortuna/contracts/lottery-vn';
import { CATEGORY_BY_PATH } from '../../../lib/game-categories';

/** The lobby path of a category (RNG → /rng); categories without a lobby use the slots one. */
export function lobbyPathOf(gameType: GameType): string {
  const entry = Object.entries(CATEGORY_BY_PATH).find(([, type]) => type === gameType);
  return `/${entry?.[0] ?? 'rng'}`;
}

export type LaunchDecision =
  | { kind: 'login' }
  | { kind: 'realAccount' }
  /** Pages of the site itself: the lotteries and a vendor's game list. */
  | { kind: 'navigate'; to: string }
  | { kind: 'launch'; nodeId: number; isTrial: boolean };

export interface LaunchRequest {
  game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType' | 'gameCode' | 'isGame' | 'supportPlay'>;
  /** The Free trial button rather than Start. */
  wantsTrial: boolean;
  isLoggedIn: boolean;
  isTrialAccount: boolean;
}

/**
 * What a Start or Free trial click does (spec §4 Launch): it needs a signed-in player; the lottery
 * vendors open their pages and a vendor entry opens its game list; a trial account may only play
 * games offering a free trial (supportPlay 0), else it is asked for a real account; otherwise the
 * server is asked to launch.
 */
export function decideLaunch({ game, wantsTrial, isLoggedIn, isTrialAccount }: LaunchRequest): LaunchDecision {
  if (!isLoggedIn) return { kind: 'login' };
  if (game.vassalage === 'TCG_LOTTO_VN') {
    return { kind: 'navigate', to: `/vnLottery?gameCode=${encodeURIComponent(game.gameCode)}` };
  }
  if (game.vassalage === 'TCG_SEA') return { kind: 'navigate', to: '/seaLottery' };
  if (isSeaGameCode(game.gameCode)) return { kind: 'navigate', to: `/seaLottery?gameCode=${game.gameCode}` };
  if (isVnGameCode(game.gameCode)) return { kind: 'navigate', to: `/vnLottery?gameCode=${game.gameCode}` };
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') {
    return { kind: 'navigate', to: `/lottery?gameCode=${encodeURIComponent(game.gameCode)}` };
  }
  if (game.isGame === 'VASSALAGE')
    return { kind: 'navigate', to: `${lobbyPathOf(game.gameType)}?vassalage=${encodeURIComponent(game.vassalage)}` };
  const isTrial = wantsTrial && game.supportPlay === 0;
  if (isTrialAccount && !isTrial) return { kind: 'realAccount' };
  return { kind: 'launch', nodeId: game.nodeId, isTrial };
}
