import { AccountGames, type AccountList } from '../features/games/components/AccountGames';
import { GameLobby } from '../features/games/components/GameLobby';
import { LotteryLobby } from '../features/lottery/components/LotteryLobby';
import { SeaLotteryLobby } from '../features/lottery/components/SeaLotteryLobby';
import { VnLotteryLobby } from '../features/lottery/components/VnLotteryLobby';
import type { GameCategory } from '../lib/game-categories';

/**
 * The game centre (sports, e-sports, lotteries) and game list centre (live, fish, slots, cards) of
 * one category. The key gives each category its own lobby state when moving between them.
 */
export function GamePage({ category }: { category: GameCategory }) {
  // Our fast e-lottery: each game with its next draw and a live countdown.
  if (category === 'ELOTT') return <LotteryLobby />;
  // Our regional draws (North, Central, South) and the SEA draws (4D, Thai), each with its next draw and the cut-off countdown.
  if (category === 'LOTT') {
    return (
      <>
        <VnLotteryLobby />
        <SeaLotteryLobby />
      </>
    );
  }
  return <GameLobby key={category} category={category} />;
}

/** /bingo: the slots lobby on its bingo games (spec §2: bingo appears as RNG games with classify BG). */
export function BingoPage() {
  return <GameLobby key="BINGO" category="RNG" classify="BG" area="BINGO" />;
}

/** /cockfight: the cockfight vendors' games (spec §9 cockfight codes). */
export function CockfightPage() {
  return <GameLobby key="COCKFIGHT" category="COCKFIGHT" />;
}

/** /favorite and /recent: the member's own games. */
export function AccountGamesPage({ list }: { list: AccountList }) {
  return <AccountGames key={list} list={list} />;
}
