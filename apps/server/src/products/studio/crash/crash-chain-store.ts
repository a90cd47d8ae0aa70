import { newSymmetricKey, seal, unseal } from '../../../security/secret-box';
import type { StudioDeps } from '../studio.service';
import { type CrashChainRow, findChain, findLatestChain, insertChain } from './crash.repo';
import { CRASH_SALT, CrashChain, newChainSeed } from './crash-chain';

const CHAIN_KEY_NAME = 'studio-crash-chain';

/** A stored chain with its links walked (only the node running the schedule needs them). */
export interface LoadedChain {
  row: CrashChainRow;
  chain: CrashChain;
}

/** The secret seed of a stored chain (sealed at rest by a server secret). */
export async function chainSeedOf(deps: StudioDeps, row: CrashChainRow): Promise<string> {
  return unseal(await deps.secrets.get(CHAIN_KEY_NAME, newSymmetricKey), row.sealedSeed);
}

/** Makes a new chain from a fresh secret seed and publishes its commitment (stores the row). */
export async function createChain(deps: StudioDeps, length: number): Promise<LoadedChain> {
  const seed = newChainSeed();
  const chain = await CrashChain.fromSeed(seed, length);
  const key = await deps.secrets.get(CHAIN_KEY_NAME, newSymmetricKey);
  const row = await insertChain(deps.db, {
    commitment: chain.commitment,
    sealedSeed: seal(key, seed),
    length,
    salt: CRASH_SALT,
  });
  return { row, chain };
}

/** A stored chain walked from its seed, checked against its commitment. */
async function walkChain(deps: StudioDeps, row: CrashChainRow): Promise<LoadedChain> {
  const chain = await CrashChain.fromSeed(await chainSeedOf(deps, row), row.length);
  if (chain.commitment !== row.commitment) throw new Error('crash chain does not match its commitment');
  return { row, chain };
}

/** The newest chain, walked from its seed (checked against its commitment), or a new one when none exists. */
export async function loadOrCreateChain(deps: StudioDeps, length: number): Promise<LoadedChain> {
  const row = await findLatestChain(deps.db);
  return row ? walkChain(deps, row) : createChain(deps, length);
}

/** The stored chain `id`, walked from its seed (the chain a game was drawn from). */
export async function loadChain(deps: StudioDeps, id: number): Promise<LoadedChain> {
  const row = await findChain(deps.db, id);
  if (!row) throw new Error(`crash chain ${id} vanished`);
  return walkChain(deps, row);
}
