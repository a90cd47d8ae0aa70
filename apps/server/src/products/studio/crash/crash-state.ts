import { createHash } from 'node:crypto';
import type { CrashState, CrashVerifyAnswer } from '@fortuna/contracts/studio-crash';
import { crashGameNumber, crashPointFromHash, verifyCrashLink } from '@fortuna/games/studio/crash/crash';
import type { DbOrTx } from '../../../db/client';
import {
  betsOfGame,
  findChain,
  findCrashedGameByHash,
  findGameAt,
  findLatestChain,
  findLatestGame,
  recentCrashedGames,
} from './crash.repo';
import { CRASH_SALT } from './crash-chain';
import { hundredthsText } from './crash-clock';
import { gameView, ownBet, publicBet } from './crash-present';

const RECENT_GAMES = 20;

/** The game as it stands for everyone, with the player's own bet when a player asks (connect, resume). */
export async function crashState(
  db: DbOrTx,
  growthPerMs: number,
  now: number,
  playerId: string | null,
): Promise<CrashState> {
  const game = await findLatestGame(db);
  const chain = game ? await findChain(db, game.chainId) : await findLatestChain(db);
  const bets = game ? await betsOfGame(db, game.number) : [];
  const mine = playerId ? bets.find((bet) => bet.playerId === playerId) : undefined;
  const recent = await recentCrashedGames(db, RECENT_GAMES);
  return {
    serverTime: now,
    commitment: chain?.commitment ?? '',
    salt: chain?.salt ?? CRASH_SALT,
    game: game ? gameView(game, growthPerMs) : null,
    bets: bets.filter((bet) => bet.status !== 'void').map(publicBet),
    myBet: mine ? ownBet(mine) : null,
    recent: recent.map((row) => ({
      number: row.number,
      crashPoint: hundredthsText(row.crashHundredths),
      hash: row.hash,
    })),
  };
}

/**
 * Recomputes a game from its hash: the crash point (HMAC with the public salt), whether SHA-256 of the
 * hash is the previous game's hash (or the commitment for a chain's first game), and whether hashing
 * forward reaches the chain's commitment after exactly the game's position.
 */
export async function verifyCrashHash(db: DbOrTx, hash: string): Promise<CrashVerifyAnswer> {
  const game = await findCrashedGameByHash(db, hash);
  const chain = game ? await findChain(db, game.chainId) : undefined;
  const salt = chain?.salt ?? CRASH_SALT;
  const nextLink = createHash('sha256').update(hash).digest('hex');
  let previousHash: string | null = null;
  if (game && chain) {
    previousHash =
      game.chainIndex === 1 ? chain.commitment : ((await findGameAt(db, chain.id, game.chainIndex - 1))?.hash ?? null);
  }
  return {
    hash,
    salt,
    crashPoint: hundredthsText(crashPointFromHash(hash, salt)),
    gameNumber: game?.number ?? null,
    nextLink,
    previousHash,
    linksToPrevious: previousHash !== null && verifyCrashLink(hash, previousHash),
    commitment: chain?.commitment ?? null,
    reachesCommitment:
      game !== undefined &&
      chain !== undefined &&
      crashGameNumber(hash, chain.commitment, game.chainIndex) === game.chainIndex,
  };
}
