import type { Envelope } from '@fortuna/contracts/envelope';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { games, vendors } from '../../db/schema/index';

/** Tests of a product: launches one of its games from the lobby as the member and answers the address and launch token. */
export async function launchFromLobby(
  app: FastifyInstance,
  headers: { authorization: string },
  vendorCode: string,
  gameCode: string,
): Promise<{ url: string; launchToken: string }> {
  const [game] = await app.db
    .select({ id: games.id })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .where(and(eq(vendors.code, vendorCode), eq(games.gameCode, gameCode)))
    .limit(1);
  const launch = await app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers,
    payload: { nodeId: game?.id, isTrial: false, language: 'EN' },
  });
  const url = launch.json<Envelope<{ url: string }>>().value?.url ?? '';
  return { url, launchToken: new URL(url, 'http://site').searchParams.get('token') ?? '' };
}
