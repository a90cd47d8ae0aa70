import { type Game, gameSchema } from '@fortuna/contracts/catalogue';
import { z } from 'zod';

/** At most this many other games are offered when the chosen one is under maintenance. */
export const RECOMMENDED_LIMIT = 6;

const maintenanceValueSchema = z.object({ recommended: z.array(z.unknown()) });

/**
 * The other games a GAME_MAINTENANCE answer offers (its value.recommended), without the ones that are
 * themselves under maintenance; entries that are not games are skipped, and no list gives none.
 */
export function recommendedGamesOf(value: unknown): Game[] {
  const parsed = maintenanceValueSchema.safeParse(value);
  if (!parsed.success) return [];
  const games: Game[] = [];
  for (const entry of parsed.data.recommended) {
    const game = gameSchema.safeParse(entry);
    if (game.success && !game.data.maintenance) games.push(game.data);
  }
  return games.slice(0, RECOMMENDED_LIMIT);
}
