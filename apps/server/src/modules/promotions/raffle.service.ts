import type { RaffleDraw, RaffleRule, RaffleView } from '@fortuna/contracts/raffle';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { MerchantRow } from '../merchants/merchants.repo';
import { moneyOf } from '../payments/payment-money';
import { maskUsername } from './mission-rules';
import { missionProgressOf } from './missions.repo';
import type { RaffleFacts } from './promo-rules';
import { findPromotion, type PromotionRow } from './promotions.repo';
import { findEntries, findEntryOf, findRaffle, findWinners } from './raffle.repo';
import { prizesByPosition, ticketsOf } from './raffle-rules';

/** What the rules need of a raffle for one member: drawn or not, and the member's prize. */
export async function raffleFactsOf(db: Db, promotionId: number, accountId: number): Promise<RaffleFacts> {
  const raffle = await findRaffle(db, promotionId);
  if (!raffle?.drawnAt) return { isDrawn: false, prizeMinor: null };
  const mine = (await findWinners(db, promotionId)).find((row) => row.winner.accountId === accountId);
  return { isDrawn: true, prizeMinor: mine?.winner.prizeMinor ?? null };
}

/** The member's counted deposits or valid bet in the raffle so far (frozen at the draw). */
async function countedOf(db: Db, promotion: PromotionRow, accountId: number, isDrawn: boolean, now: Date) {
  if (isDrawn) return (await findEntryOf(db, promotion.id, accountId))?.countedMinor ?? 0n;
  const rule = promotion.rule as RaffleRule;
  const end = promotion.endsAt && promotion.endsAt < now ? promotion.endsAt : now;
  if (end <= promotion.startsAt) return 0n;
  const task = rule.source === 'deposit' ? 'deposit' : 'valid_bet';
  return missionProgressOf(
    db,
    { accountId, task, gameType: null, window: { start: promotion.startsAt, end } },
    () => '',
  );
}

/** A raffle's card data: the member's tickets (none for visitors), prizes, the seed hash and the winners once drawn. */
export async function raffleViewOf(
  db: Db,
  promotion: PromotionRow,
  accountId: number | null,
  now: Date,
): Promise<RaffleView | null> {
  if (promotion.rule.kind !== 'raffle') return null;
  const rule = promotion.rule;
  // A draft previewed in the back office has no seed yet: it shows as undrawn with an empty hash.
  const raffle = promotion.id > 0 ? await findRaffle(db, promotion.id) : undefined;
  const isDrawn = Boolean(raffle?.drawnAt);
  const counted = accountId === null ? 0n : await countedOf(db, promotion, accountId, isDrawn, now);
  const { tickets, toNextMinor } = ticketsOf(counted, rule);
  const winners = isDrawn ? await findWinners(db, promotion.id) : [];
  return {
    source: rule.source,
    ticketEvery: moneyOf(ticketsOf(0n, rule).toNextMinor),
    tickets,
    counted: moneyOf(counted),
    toNextTicket: moneyOf(toNextMinor),
    prizeTiers: rule.prizeTiers.map((tier) => ({
      prize: moneyOf(prizesByPosition({ prizeTiers: [tier] })[0] ?? 0n),
      winners: tier.winners,
    })),
    serverSeedHash: raffle?.serverSeedHash ?? '',
    drawnAt: raffle?.drawnAt?.toISOString() ?? null,
    winners: winners.map(({ winner, username }) => ({
      position: winner.position,
      holder: maskUsername(username),
      prize: moneyOf(winner.prizeMinor),
      isMine: winner.accountId === accountId,
    })),
    needsClaim: rule.needsClaim,
  };
}

/** The published draw of a raffle of this merchant: before the draw only the seed hash. */
export async function raffleDraw(db: Db, merchant: MerchantRow, promotionId: number): Promise<RaffleDraw> {
  const promotion = await findPromotion(db, promotionId);
  const raffle = promotion?.merchantId === merchant.id ? await findRaffle(db, promotionId) : undefined;
  if (!promotion || !raffle || promotion.status !== 'active') throw new AppError('PROMOTION_NOT_FOUND');
  const isDrawn = raffle.drawnAt !== null;
  const entries = isDrawn ? await findEntries(db, promotionId) : [];
  const winners = isDrawn ? await findWinners(db, promotionId) : [];
  return {
    promotionId,
    serverSeedHash: raffle.serverSeedHash,
    serverSeed: isDrawn ? raffle.serverSeed : null,
    clientSeed: raffle.clientSeed,
    nonce: 0,
    drawnAt: raffle.drawnAt?.toISOString() ?? null,
    totalTickets: raffle.totalTickets,
    entries: entries.map((entry) => ({
      ref: String(entry.accountId),
      holder: maskUsername(entry.username),
      tickets: entry.tickets,
    })),
    winners: winners.map(({ winner, username }) => ({
      position: winner.position,
      ref: String(winner.accountId),
      holder: maskUsername(username),
      pick: winner.pick,
      prize: moneyOf(winner.prizeMinor),
    })),
  };
}
