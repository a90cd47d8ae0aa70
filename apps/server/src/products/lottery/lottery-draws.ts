import { MAX_SETTLE_ITEMS } from '@fortuna/contracts/seamless';
import { FairRng } from '@fortuna/games/fairness/fair-rng';
import { isLotteryBetType } from '@fortuna/games/lottery/bet-types';
import { drawFormatResult, isFormatBetType, settleFormatTicket } from '@fortuna/games/lottery/fast/formats';
import { drawNorthResult } from '@fortuna/games/lottery/north-result';
import { isSeaBetType, settleSeaTicket } from '@fortuna/games/lottery/sea-bets';
import { settleTicket } from '@fortuna/games/lottery/settle';
import { settleInBatches } from '../kit/batch-settlement';
import { correctionItem, refundItem, winItem } from '../kit/bet-wallet';
import type { SlotJob } from '../kit/slot-scheduler';
import { type BetRow, closeDraw, type DrawRow, drawsWithOpenBets, findDrawAt, insertDraws } from './lottery.repo';
import { drawSubject, FAST_DRAW_SCOPE, type LotteryDeps } from './lottery-context';
import type { FastGame } from './lottery-games';
import {
  type BetSettlement,
  betsOfDrawAfter,
  betsToSettleAfter,
  recordBetSettlements,
  voidBets,
  walkKeyOf,
} from './lottery-settlement.repo';
import { alertUncoveredCorrections, type UncoveredCorrection } from './uncovered-corrections';

/** Draws created ahead of time: the next two, so a draw's hash is public a whole interval before betting opens. */
const DRAWS_AHEAD = 2;
/** Bets read, paid (one settle-batch call, as many items as the wallet takes) and recorded together. */
const SETTLE_BATCH = MAX_SETTLE_ITEMS;
/**
 * Batches paid at once (ADR 0046). Batches walk the draw member by member, so two hold different members except
 * one at their boundary (whose wallet one waits for); the product's account is written at each one's commit.
 */
const SETTLE_IN_FLIGHT = 2;
/** A slot seen this long after its time is missed (voided and refunded), never drawn late. */
const GRACE_MS = 20_000;

/**
 * Creates the next draws of a game with their seeds committed (repeat-safe on any node): a draw exists,
 * and so takes bets, only once its hash is stored.
 */
export async function ensureUpcomingDraws(deps: LotteryDeps, game: FastGame, from: Date): Promise<void> {
  const until = new Date(from.getTime() + DRAWS_AHEAD * game.intervalMs);
  const slots = game.calendar.slotsBetween(from, until, DRAWS_AHEAD);
  const subjects = slots.map((slot) => drawSubject(game.code, slot));
  const hashes = await deps.seeds.commit(deps.db, FAST_DRAW_SCOPE, subjects);
  await insertDraws(
    deps.db,
    slots.map((drawAt, index) => ({
      gameCode: game.code,
      drawAt,
      opensAt: new Date(drawAt.getTime() - game.intervalMs),
      closesAt: new Date(drawAt.getTime() - game.cutoffMs),
      seedHash: hashes.get(subjects[index] ?? '') ?? '',
    })),
  );
}

/**
 * Draws the result of an open draw from its committed seed, then reveals the seed. Repeat-safe. The game's
 * format reads the seed's floats: a North result (27 floats), Keno's 20 balls (20) or K3's three dice (3).
 */
async function drawResult(deps: LotteryDeps, game: FastGame, draw: DrawRow): Promise<void> {
  const subject = drawSubject(draw.gameCode, draw.drawAt);
  if (draw.status === 'open') {
    const committed = await deps.seeds.privateSeed(deps.db, FAST_DRAW_SCOPE, subject);
    if (!committed) throw new Error(`draw ${draw.id} has no committed seed`);
    const rng = new FairRng(committed.seed, subject, 0);
    const result = game.format === 'north' ? drawNorthResult(rng) : drawFormatResult(game.format, rng);
    await closeDraw(deps.db, draw.id, { status: 'drawn', result });
  }
  await deps.seeds.reveal(deps.db, FAST_DRAW_SCOPE, subject);
}

/** Refunds a batch of bets through the wallet, then marks those refunded void in one statement. */
async function refundBets(deps: LotteryDeps, bets: BetRow[]): Promise<{ settled: number; refused: boolean }> {
  const answer = await deps.wallet.settle(bets.map((bet) => refundItem(bet.id)));
  const refunded = bets.filter((_, index) => answer.items[index]?.code === 'OK').map((bet) => bet.id);
  const settled = await voidBets(deps.db, refunded, new Date(deps.now()));
  // A refused refund stays for the next run; the other batches are still refunded now.
  return { settled, refused: refunded.length < bets.length };
}

/** What settling a bet by the draw's result does: its outcome and the wallet item moving the money (if any). */
function settlementOf(draw: DrawRow, bet: BetRow, result: Record<string, string[]>) {
  const outcome = isSeaBetType(bet.betType)
    ? settleSeaTicket(bet.betType, bet.numbers, bet.stakePerPoint, result, bet.payoutTable ?? {})
    : isFormatBetType(bet.betType)
      ? settleFormatTicket(bet.betType, bet.numbers, bet.stakePerPoint, result, bet.payoutTable ?? {})
      : isLotteryBetType(bet.betType)
        ? settleTicket(bet.betType, bet.numbers, bet.stakePerPoint, result, bet.oddsHundredths)
        : { hits: [], payout: 0n };
  if (bet.status === 'placed') return { outcome, delta: outcome.payout, item: winItem(bet.id, outcome.payout) };
  // Settled by an older result version: only the difference moves (paid or taken back).
  const delta = outcome.payout - bet.payout;
  const reason = `lottery draw ${draw.id} result corrected to version ${draw.resultVersion}`;
  return { outcome, delta, item: delta === 0n ? null : correctionItem(bet.id, draw.resultVersion, delta, reason) };
}

/**
 * Pays a batch of bets by the draw's result in one settle-batch call: a win (0 for a loss) for a placed bet, the
 * difference for a bet settled by an older result version. The bets the wallet applied then move on together
 * (compare-and-set on status and version, one statement), with their (bet, version) audit rows.
 */
async function payBets(deps: LotteryDeps, draw: DrawRow, bets: BetRow[]): Promise<{ settled: number; stop: boolean }> {
  // A drawn draw holds a checked result: the fast draw's own, or a regional or SEA draw's approved one.
  const result = draw.result;
  if (!result) return { settled: 0, stop: true };
  const settlements = bets.map((bet) => ({ bet, ...settlementOf(draw, bet, result) }));
  const items = settlements.flatMap((settlement) => (settlement.item ? [settlement.item] : []));
  const answer = items.length > 0 ? await deps.wallet.settle(items) : { items: [] };
  const codes = new Map(answer.items.map((item) => [item.transactionId, item.code]));
  const applied: BetSettlement[] = [];
  const uncovered: UncoveredCorrection[] = [];
  for (const { bet, outcome, delta, item } of settlements) {
    if (item && codes.get(item.transactionId) !== 'OK') {
      // A correction taking back more than the member holds: staff are told (once), the job retries.
      if (item.type === 'adjust' && codes.get(item.transactionId) === 'INSUFFICIENT_FUNDS') {
        uncovered.push({ bet, takeBack: -delta });
      }
      continue;
    }
    applied.push({
      bet,
      status: outcome.payout > 0n ? 'won' : 'lost',
      hits: outcome.hits,
      payout: outcome.payout,
      version: draw.resultVersion,
      delta,
      transactionId: item?.transactionId ?? null,
    });
  }
  if (uncovered.length > 0) await alertUncoveredCorrections(deps, draw, uncovered);
  const settled = await recordBetSettlements(deps.db, applied, new Date(deps.now()));
  return { settled, stop: applied.length < bets.length };
}

/** A batch of bets read in walk order, and the walk key of the last (where the next batch starts). */
function batchOf(bets: BetRow[]): { last: string; batch: BetRow[] } | null {
  const last = bets.at(-1);
  return last ? { last: walkKeyOf(last), batch: bets } : null;
}

/**
 * Settles every bet of a drawn or void draw, exactly once each, set-based (ADR 0018, 0038, 0039): batches of
 * SETTLE_BATCH bets walked member by member, each paid in one settle-batch call and recorded in one statement, the next
 * batch read while the wallet pays. The wallet's transaction ids (`${betId}-win`, `${betId}-rollback`,
 * `${betId}-v${version}`) make a repeat answer its first answer, and each bet moves on by compare-and-set, so a
 * settlement cut off midway (crash, lost answer) or run by two nodes at once moves money once and is finished
 * by running it again. Stakes still pending at the draw (their debit unanswered at the cut-off) are refunded.
 */
export async function settleDraw(deps: LotteryDeps, draw: DrawRow): Promise<void> {
  let refused = false;
  const refundable: BetRow['status'][] = draw.status === 'void' ? ['pending', 'placed'] : ['pending'];
  await settleInBatches(
    async (after) => batchOf(await betsOfDrawAfter(deps.db, draw.id, refundable, after, SETTLE_BATCH)),
    async (bets) => {
      const done = await refundBets(deps, bets);
      refused ||= done.refused;
      return { settled: done.settled };
    },
    SETTLE_IN_FLIGHT,
  );
  if (draw.status === 'drawn') {
    await settleInBatches(
      async (after) => batchOf(await betsToSettleAfter(deps.db, draw, after, SETTLE_BATCH)),
      async (bets) => {
        // A bet the wallet refused (a take-back the member already spent) stays for the next run.
        const done = await payBets(deps, draw, bets);
        refused ||= done.stop;
        return done;
      },
      SETTLE_IN_FLIGHT,
    );
  }
  if (refused) throw new Error(`draw ${draw.id}: some bets were refused by the wallet, retrying`);
}

/** Runs a slot: the next draws committed, this slot's draw drawn, revealed and settled. */
export async function runDrawSlot(deps: LotteryDeps, game: FastGame, slot: Date): Promise<void> {
  await ensureUpcomingDraws(deps, game, slot);
  const draw = await findDrawAt(deps.db, game.code, slot);
  if (!draw) return; // never opened (the process started after it): nobody could bet on it
  if (draw.status === 'open') await drawResult(deps, game, draw);
  const current = await findDrawAt(deps.db, game.code, slot);
  if (current) await settleDraw(deps, current);
  await settleLeftovers(deps, slot);
}

/** A missed slot: its draw is voided (never drawn late) and every bet on it refunded. */
export async function voidMissedSlot(deps: LotteryDeps, game: FastGame, slot: Date): Promise<void> {
  await ensureUpcomingDraws(deps, game, new Date(deps.now()));
  const draw = await findDrawAt(deps.db, game.code, slot);
  if (!draw) return;
  if (draw.status === 'open') await closeDraw(deps.db, draw.id, { status: 'void' });
  const current = await findDrawAt(deps.db, game.code, slot);
  if (current) await settleDraw(deps, current);
}

/**
 * Finishes settlements left midway on earlier draws (their slot run ended before every bet was paid), and
 * settles regional draws whose result was approved or that were voided.
 */
export async function settleLeftovers(deps: LotteryDeps, before: Date): Promise<void> {
  for (const draw of await drawsWithOpenBets(deps.db, new Date(before.getTime() - 1))) {
    await settleDraw(deps, draw);
  }
}

/** The scheduler's job for one fast game: one draw per slot on any number of nodes. */
export function fastDrawJob(deps: LotteryDeps, game: FastGame): SlotJob {
  return {
    name: `lottery:draw:${game.code}`,
    calendar: game.calendar,
    graceMs: GRACE_MS,
    run: ({ slot }) => runDrawSlot(deps, game, slot),
    missed: ({ slot }) => voidMissedSlot(deps, game, slot),
  };
}
