import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { games, vendors } from '../db/schema/index';

const gameOf = new WeakMap<FastifyInstance, { vendorId: number; gameId: number }>();

/** A seamless test vendor with one slot game, made once per app: tests record their rounds against it. */
export async function testGame(app: FastifyInstance): Promise<{ vendorId: number; gameId: number }> {
  const known = gameOf.get(app);
  if (known) return known;
  const [vendor] = await app.db
    .insert(vendors)
    .values({ code: `TST${randomBytes(3).toString('hex')}`, name: 'Test vendor', walletMode: 'seamless' })
    .returning();
  if (!vendor) throw new Error('vendor not inserted');
  const [game] = await app.db
    .insert(games)
    .values({ vendorId: vendor.id, gameCode: 'slot', name: 'Slot', gameType: 'RNG' })
    .returning();
  if (!game) throw new Error('game not inserted');
  const ids = { vendorId: vendor.id, gameId: game.id };
  gameOf.set(app, ids);
  return ids;
}
