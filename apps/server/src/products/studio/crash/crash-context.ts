import type { CrashBetAnswer, CrashGameView, CrashPublicBet } from '@fortuna/contracts/studio-crash';
import type { StudioDeps } from '../studio.service';

/** What the crash game tells the sockets (every node's, through the Redis adapter when configured). */
export interface CrashEvents {
  game(game: CrashGameView): void;
  flight(game: CrashGameView): void;
  bet(bet: CrashPublicBet): void;
  cashOut(bet: CrashPublicBet): void;
  crashed(game: CrashGameView): void;
  /** To the player alone: their bet was paid (or busted), with the wallet's balance. */
  settled(playerId: string, answer: CrashBetAnswer): void;
}

/** The crash game's dependencies: the studio's (database, secrets, wallet), its clock and its events. */
export interface CrashContext {
  deps: StudioDeps;
  events: CrashEvents;
  growthPerMs: number;
  now(): number;
}
