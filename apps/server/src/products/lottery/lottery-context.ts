import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ServerSecrets } from '../../security/server-secrets';
import type { BetWallet } from '../kit/bet-wallet';
import type { SeedCommitments } from '../kit/seed-commitments';

/** What the lottery's services work with; `now` is the clock draws and cut-offs are judged by (tests move it). */
export interface LotteryDeps {
  db: Db;
  secrets: ServerSecrets;
  seeds: SeedCommitments;
  wallet: BetWallet;
  log: FastifyBaseLogger;
  now: () => number;
}

/** The seed-commitment scope of the fast draws; a draw's subject is `${gameCode}@${drawAt ISO}`. */
export const FAST_DRAW_SCOPE = 'lottery:fast';

export function drawSubject(gameCode: string, drawAt: Date): string {
  return `${gameCode}@${drawAt.toISOString()}`;
}
