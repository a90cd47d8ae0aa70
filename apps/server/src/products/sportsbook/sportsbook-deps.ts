import type { SportsbookConfig } from '../../config';
import type { Db } from '../../db/client';
import type { ServerSecrets } from '../../security/server-secrets';
import type { SeedCommitments } from '../kit/seed-commitments';
import type { sportsSessions } from './sportsbook.schema';
import type { SportsbookWallet } from './sportsbook-wallet';

export interface SportsDeps {
  db: Db;
  secrets: ServerSecrets;
  seeds: SeedCommitments;
  wallet: SportsbookWallet;
  config: SportsbookConfig;
}

export type SportsSessionRow = typeof sportsSessions.$inferSelect;
