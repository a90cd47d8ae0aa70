import { floatToInt } from './floats';

/**
 * The provably fair raffle draw (docs/promotions.md "Raffles"), crypto-free so the verify page runs it in the
 * browser: the ticket list is a list of entries (a holder reference and a ticket count) in a fixed order; the
 * client seed is the SHA-256 of {@link raffleTicketListText}; the floats come from HMAC-SHA256(serverSeed,
 * `${clientSeed}:0:${round}`) as in every Fortuna fair game. Winner n is drawn with float n: among the tickets
 * still in the draw, ticket floor(float × remaining) wins, and its holder's other tickets leave the draw (a
 * member wins at most once).
 */

export interface RaffleEntry {
  /** The holder's reference (the account id as text). */
  ref: string;
  tickets: number;
}

export interface RaffleWinner {
  /** 1-based prize position. */
  position: number;
  ref: string;
  /** The ticket index picked among the tickets still in the draw. */
  pick: number;
}

/** The canonical ticket list text: one `ref:tickets` line per entry with tickets, in list order. */
export function raffleTicketListText(entries: readonly RaffleEntry[]): string {
  return entries
    .filter((entry) => entry.tickets > 0)
    .map((entry) => `${entry.ref}:${entry.tickets}`)
    .join('\n');
}

/** How many floats a draw of `prizes` positions over these entries reads (one per winner). */
export function raffleFloatsNeeded(entries: readonly RaffleEntry[], prizes: number): number {
  return Math.min(prizes, entries.filter((entry) => entry.tickets > 0).length);
}

/** Draws up to `prizes` winners, one float each, in prize order. */
export function drawRaffle(entries: readonly RaffleEntry[], floats: readonly number[], prizes: number): RaffleWinner[] {
  const pool = entries.filter((entry) => entry.tickets > 0).map((entry) => ({ ...entry }));
  let remaining = pool.reduce((sum, entry) => sum + entry.tickets, 0);
  const winners: RaffleWinner[] = [];
  const count = raffleFloatsNeeded(entries, prizes);
  for (let index = 0; index < count; index++) {
    const pick = floatToInt(floats[index] ?? 0, remaining);
    let seen = 0;
    const at = pool.findIndex((entry) => {
      seen += entry.tickets;
      return pick < seen;
    });
    const [winner] = pool.splice(at, 1);
    if (!winner) break;
    remaining -= winner.tickets;
    winners.push({ position: index + 1, ref: winner.ref, pick });
  }
  return winners;
}
