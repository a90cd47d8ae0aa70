import type { SportsbookConfig } from '../../config';
import type { Db } from '../../db/client';
import type { ServerSecrets } from '../../security/server-secrets';
import type { BetWallet } from '../kit/bet-wallet';
import type { SeedCommitments } from '../kit/seed-commitments';
import type { SportsLive } from './live/sports-live';
import type { sportsSessions } from './sportsbook.schema';

export interface SportsDeps {
  db: Db;
  secrets: ServerSecrets;
  seeds: SeedCommitments;
  wallet: BetWallet;
  config: SportsbookConfig;
  /** Live messages to the windows (absent where nothing listens, e.g. benchmarks). */
  live?: SportsLive;
}

export type SportsSessionRow = typeof sportsSessions.$inferSelect;
