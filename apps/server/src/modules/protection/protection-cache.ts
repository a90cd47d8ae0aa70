import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { findProtection, type ProtectionRow } from './protection.repo';

const PROTECTION_CHANGED = 'protection:changed';
/** A node keeps a member's row this long at most, even if a change message were lost. */
const CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;

/**
 * Each node's copy of members' responsible-gaming rows (or of their absence, the common case), so the
 * bet path costs nothing for a member who set nothing. A change drops the copy on this node and, through
 * the Socket.IO Redis adapter, on every other node before the change call answers.
 */
export class ProtectionCache {
  private readonly entries = new Map<number, { row: Promise<ProtectionRow | null>; expiresAt: number }>();

  constructor(private readonly db: Db) {}

  /** The member's row; a miss is read through `db` (the caller's transaction, when it has one open). */
  get(accountId: number, db: DbOrTx = this.db): Promise<ProtectionRow | null> {
    const now = Date.now();
    const hit = this.entries.get(accountId);
    if (hit && hit.expiresAt > now) return hit.row;
    const row = findProtection(db, accountId).then((found) => found ?? null);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(accountId, { row, expiresAt: now + CACHE_TTL_MS });
    row.catch(() => this.entries.delete(accountId));
    return row;
  }

  drop(accountId: number): void {
    this.entries.delete(accountId);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    protectionCache: ProtectionCache;
  }
}

export function registerProtectionCache(app: FastifyInstance): void {
  const cache = new ProtectionCache(app.db);
  app.decorate('protectionCache', cache);
  app.realtime.io.on(PROTECTION_CHANGED, (accountId: unknown, acknowledge?: (answer: string) => void) => {
    if (typeof accountId === 'number') cache.drop(accountId);
    acknowledge?.('dropped');
  });
}

/**
 * Call after a member's row changed (committed): every node forgets its copy. Waits for the other nodes'
 * acknowledgements, so a bet placed anywhere after this returns sees the change.
 */
export async function protectionChanged(
  app: Pick<FastifyInstance, 'protectionCache' | 'config' | 'realtime' | 'log'>,
  accountId: number,
): Promise<void> {
  app.protectionCache.drop(accountId);
  if (!app.config.redisUrl) return;
  // The adapter waits for every other node's answer (its request time-out, 5 s, bounds the wait); a node that
  // does not answer in time drops the row within CACHE_TTL_MS anyway.
  await new Promise<void>((resolve) => {
    app.realtime.io.serverSideEmit(PROTECTION_CHANGED, accountId, (error: Error | null) => {
      if (error) app.log.warn({ err: error, accountId }, 'a node did not confirm a protection change in time');
      resolve();
    });
  });
}
