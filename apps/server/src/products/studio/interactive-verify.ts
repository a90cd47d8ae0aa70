import type { VerifyAnswer } from '@fortuna/contracts/studio';
import { FairRng } from '@fortuna/games/fairness/fair-rng';
import { hashServerSeed } from '@fortuna/games/fairness/seeds';
import { interactiveGame } from '@fortuna/games/studio/interactive-games';
import { AppError } from '../../http/app-error';
import { jsonSafe } from './json-safe';

/**
 * Replays a finished interactive round from the choices stored with it (`{ stake, actions }`,
 * `{ coinValue, coins, held }`, `{ stake, mines, tiles }`): the same stake, payout and detail as the
 * round itself. Null when the game is not interactive or the choices are the simulator's form.
 */
export function replayInteractiveRound(
  query: { gameCode: string; serverSeed: string; clientSeed: string; nonce: number },
  choices: unknown,
): VerifyAnswer | null {
  const game = interactiveGame(query.gameCode);
  if (!game) return null;
  const replayed = game.replay(choices, new FairRng(query.serverSeed, query.clientSeed, query.nonce));
  if (replayed === null) return null;
  if (!replayed.ok) throw new AppError('VALIDATION_FAILED', replayed.message);
  if (!game.isOver(replayed.state)) throw new AppError('VALIDATION_FAILED', 'These choices leave the round unfinished');
  return {
    serverSeedHash: hashServerSeed(query.serverSeed),
    stake: game.wagered(replayed.state).toString(),
    payout: game.payout(replayed.state).toString(),
    detail: jsonSafe(game.view(replayed.state)),
  };
}
