import { createHash } from 'node:crypto';
import type { RaffleRule } from '@fortuna/contracts/raffle';
import { FairRng } from '@fortuna/games/fairness/fair-rng';
import { drawRaffle, raffleFloatsNeeded, raffleTicketListText } from '@fortuna/games/fairness/raffle-draw';
import type { FastifyInstance } from 'fastify';
import { listMerchants, type MerchantRow } from '../merchants/merchants.repo';
import { inLedgerTransaction } from '../payments/ledger-tx';
import { isInAudience } from './promo-audience';
import { payClaim, rewardAccounts } from './promo-grant';
import { findActivePromotions, insertClaimOnce, type PromotionRow } from './promotions.repo';
import type { PromoDeps } from './promotions.service';
import {
  findRaffle,
  insertEntries,
  insertWinner,
  lockRaffle,
  markDrawn,
  raffleTotals,
  setWinnerClaim,
} from './raffle.repo';
import { prizesByPosition, RAFFLE_GRACE_MS, RAFFLE_PERIOD, ticketsOf } from './raffle-rules';
import { runSlotOnce, schedulePass } from './slot-run';

export interface RaffleTicketEntry {
  accountId: number;
  tickets: number;
  countedMinor: bigint;
}

/** The raffle's ticket list now: members of its audience with at least one ticket, lowest account id first. */
export async function raffleTicketList(
  deps: PromoDeps,
  merchant: MerchantRow,
  promotion: PromotionRow,
): Promise<RaffleTicketEntry[]> {
  const rule = promotion.rule as RaffleRule;
  const totals = await raffleTotals(deps.db, {
    merchantId: merchant.id,
    source: rule.source,
    start: promotion.startsAt,
    end: promotion.endsAt ?? deps.clock.now(),
  });
  const entries: RaffleTicketEntry[] = [];
  for (const total of totals) {
    const { tickets } = ticketsOf(total.countedMinor, rule);
    if (tickets <= 0) continue;
    if (!(await isInAudience(deps, merchant, promotion, total.accountId))) continue;
    entries.push({ ...total, tickets });
  }
  return entries;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Draws an ended raffle once: freezes the ticket list, takes its SHA-256 as the client seed, draws the winners
 * from the server seed (nonce 0) and, unless winners claim, pays each prize. All of it happens in one
 * transaction that locks the raffle row and acts only while it is undrawn: a second draw, at once or on
 * another node, finds it drawn and pays nothing. Returns whether this call drew it.
 */
export async function drawRaffleOnce(
  deps: PromoDeps,
  merchant: MerchantRow,
  promotion: PromotionRow,
): Promise<boolean> {
  const raffle = await findRaffle(deps.db, promotion.id);
  if (!raffle || raffle.drawnAt) return false;
  const rule = promotion.rule as RaffleRule;
  const entries = await raffleTicketList(deps, merchant, promotion);
  const listed = entries.map((entry) => ({ ref: String(entry.accountId), tickets: entry.tickets }));
  const clientSeed = sha256(raffleTicketListText(listed));
  const prizes = prizesByPosition(rule);
  const rng = new FairRng(raffle.serverSeed, clientSeed, 0);
  const winners = drawRaffle(listed, rng.floats(raffleFloatsNeeded(listed, prizes.length)), prizes.length);
  const payees = new Map<number, Awaited<ReturnType<typeof rewardAccounts>>>();
  if (!rule.needsClaim)
    for (const winner of winners)
      payees.set(Number(winner.ref), await rewardAccounts(deps.db, merchant, promotion, Number(winner.ref)));
  return inLedgerTransaction(deps, async (tx, ledger) => {
    const locked = await lockRaffle(tx, promotion.id);
    if (!locked || locked.drawnAt) return false;
    await insertEntries(
      tx,
      entries.map((entry, index) => ({
        promotionId: promotion.id,
        position: index + 1,
        accountId: entry.accountId,
        tickets: entry.tickets,
        countedMinor: entry.countedMinor,
      })),
    );
    for (const winner of winners) {
      const accountId = Number(winner.ref);
      const prizeMinor = prizes[winner.position - 1] ?? 0n;
      await insertWinner(tx, {
        promotionId: promotion.id,
        position: winner.position,
        accountId,
        pick: winner.pick,
        prizeMinor,
      });
      const accounts = payees.get(accountId);
      if (!accounts) continue;
      const claim = await insertClaimOnce(tx, {
        promotionId: promotion.id,
        merchantId: merchant.id,
        accountId,
        periodKey: RAFFLE_PERIOD,
        status: 'applying',
        amountMinor: prizeMinor,
      });
      if (!claim) continue;
      await payClaim(tx, ledger, merchant, promotion, claim, accounts, null);
      await setWinnerClaim(tx, promotion.id, accountId, claim.id);
    }
    const totalTickets = entries.reduce((sum, entry) => sum + entry.tickets, 0);
    await markDrawn(tx, promotion.id, { clientSeed, totalTickets, drawnAt: deps.clock.now() });
    return true;
  });
}

export const raffleJobName = (promotionId: number) => `promotions:raffle:${promotionId}`;

/** One pass: every active raffle whose end passed (with the grace) and is not drawn yet is drawn, once. */
export async function runRafflePass(deps: PromoDeps, holder: string): Promise<void> {
  const now = deps.clock.now();
  for (const merchant of await listMerchants(deps.db)) {
    if (merchant.status !== 'active') continue;
    const due = (await findActivePromotions(deps.db, merchant.id)).filter(
      (promotion) =>
        promotion.rule.kind === 'raffle' &&
        promotion.endsAt !== null &&
        promotion.endsAt.getTime() + RAFFLE_GRACE_MS <= now.getTime(),
    );
    for (const promotion of due) {
      const slot = promotion.endsAt ?? now;
      await runSlotOnce(deps.db, raffleJobName(promotion.id), slot, holder, async () => {
        await drawRaffleOnce(deps, merchant, promotion);
      });
    }
  }
}

/** The raffle draw job on nodes running the periodic money jobs: a raffle is drawn within minutes of its end. */
export function scheduleRaffles(app: FastifyInstance): void {
  schedulePass(app, 'raffle draw', 60_000, runRafflePass);
}
