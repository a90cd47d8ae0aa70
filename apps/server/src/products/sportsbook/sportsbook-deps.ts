import type { SportsbookConfig } from '../../config';
import type { Db } from '../../db/client';
import type { ServerSecrets } from '../../security/server-secrets';
import type { BetWallet } from '../kit/bet-wallet';
import type { SeedCommitments } from '../kit/seed-commitments';
import type { sportsSessions } from './sportsbook.schema';

export interface SportsDeps {
  db: Db;
  secrets: ServerSecrets;
  seeds: SeedCommitments;
  wallet: BetWallet;
  config: SportsbookConfig;
}

export type SportsSessionRow = typeof sportsSessions.$inferSelect;
