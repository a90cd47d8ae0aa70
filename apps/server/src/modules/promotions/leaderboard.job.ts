import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { claimLapsedRun, claimNewSlot, failRun, finishRun, renewClaim } from '../../products/kit/job-runs.repo';
import { listMerchants, type MerchantRow } from '../merchants/merchants.repo';
import { inLedgerTransaction } from '../payments/ledger-tx';
import { CASHBACK_GRACE_MS, cashbackSlot } from './cashback.job';
import { type CashbackPeriodSpan, endedPeriodsToPay, scheduleDaysOf } from './cashback-rules';
import { merchantDays } from './mission-progress';
import { type LeaderboardRule, periodWindow, prizeOfRank } from './mission-rules';
import { insertWinnerOnce, type Standing, standingsOf } from './missions.repo';
import { isInAudience } from './promo-audience';
import { payClaim, rewardAccounts } from './promo-grant';
import { findActivePromotions, insertClaimOnce, type PromotionRow } from './promotions.repo';
import type { PromoDeps } from './promotions.service';

const RUN_LEASE_MS = 120_000;
const RETRY_IN_MS = 60_000;

export function leaderboardJobName(promotionId: number): string {
  return `promotions:leaderboard:${promotionId}`;
}

/**
 * The standings of a leaderboard: members ranked by valid bet in the window (ties: who reached the total first, then
 * the lower account id). A leaderboard for an audience ranks only the members its audience admits, ranked again
 * among them, so a member outside it is neither shown, ranked nor paid. The ranks up to `limit`, and `accountId`'s own.
 */
export async function leaderboardStandings(
  deps: PromoDeps,
  merchant: MerchantRow,
  promotion: PromotionRow,
  query: { window: { start: Date; end: Date }; limit: number; accountId?: number },
): Promise<Standing[]> {
  const rule = promotion.rule as LeaderboardRule;
  const base = { merchantId: merchant.id, gameType: rule.gameType, window: query.window };
  if (promotion.audience === 'all') return standingsOf(deps.db, { ...base, ...query });
  const admitted: Standing[] = [];
  for (const standing of await standingsOf(deps.db, { ...base, limit: null })) {
    if (await isInAudience(deps, merchant, promotion, standing.accountId))
      admitted.push({ ...standing, rank: admitted.length + 1 });
  }
  return admitted.filter((standing) => standing.rank <= query.limit || standing.accountId === query.accountId);
}

/** Thrown inside a rank's transaction when the rank was paid already: rolls back the claim row it inserted. */
class RankTaken extends Error {}

/**
 * Pays an ended period of a leaderboard: the top ranks by valid bet (ties: who reached the total first, then
 * the lower account id) get the prize of their rank into the promotion's wallet, with its wagering. Each rank
 * is paid in a transaction of its own that inserts the member's claim (unique per member and period) and the
 * rank's winner row (unique per period and rank) with the ledger transfer keyed by the claim: closing the
 * period again, at once or later, on this node or another, pays nothing more. Returns how many ranks this
 * call paid.
 */
export async function payLeaderboardPeriod(
  deps: PromoDeps,
  merchant: MerchantRow,
  promotion: PromotionRow,
  span: CashbackPeriodSpan,
  days: { timeZone: string; dayOf: (at: Date) => string },
  onProgress: () => Promise<void> = async () => undefined,
): Promise<number> {
  const rule = promotion.rule as LeaderboardRule;
  const window = periodWindow(span, promotion, days.timeZone, days.dayOf);
  if (!window) return 0;
  const standings = await leaderboardStandings(deps, merchant, promotion, { window, limit: rule.prizes.length });
  let paid = 0;
  for (const standing of standings) {
    const prizeMinor = prizeOfRank(rule, standing.rank);
    if (prizeMinor === undefined) continue;
    const accounts = await rewardAccounts(deps.db, merchant, promotion, standing.accountId);
    try {
      const claim = await inLedgerTransaction(deps, async (tx, ledger) => {
        const inserted = await insertClaimOnce(tx, {
          promotionId: promotion.id,
          merchantId: merchant.id,
          accountId: standing.accountId,
          periodKey: span.key,
          status: 'applying',
          amountMinor: prizeMinor,
          streakDay: standing.rank,
        });
        if (!inserted) return undefined;
        const winner = await insertWinnerOnce(tx, {
          promotionId: promotion.id,
          periodKey: span.key,
          rank: standing.rank,
          accountId: standing.accountId,
          claimId: inserted.id,
          validBetMinor: standing.validBetMinor,
          prizeMinor,
        });
        if (!winner) throw new RankTaken();
        return payClaim(tx, ledger, merchant, promotion, inserted, accounts, null);
      });
      if (claim) paid += 1;
    } catch (error) {
      if (!(error instanceof RankTaken)) throw error;
    }
    await onProgress();
  }
  return paid;
}

async function runPeriod(
  deps: PromoDeps,
  merchant: MerchantRow,
  promotion: PromotionRow,
  span: CashbackPeriodSpan,
  days: { timeZone: string; dayOf: (at: Date) => string },
  holder: string,
): Promise<void> {
  const job = leaderboardJobName(promotion.id);
  const slot = cashbackSlot(span);
  const claimed =
    (await claimNewSlot(deps.db, { job, slot, kind: 'run', holder, leaseMs: RUN_LEASE_MS })) ??
    (await claimLapsedRun(deps.db, job, slot, holder, RUN_LEASE_MS));
  if (!claimed) return;
  try {
    await payLeaderboardPeriod(deps, merchant, promotion, span, days, async () => {
      await renewClaim(deps.db, job, slot, holder, RUN_LEASE_MS);
    });
    await finishRun(deps.db, job, slot, holder);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await failRun(deps.db, job, slot, holder, message, RETRY_IN_MS).catch(() => undefined);
    throw error;
  }
}

/** One pass: every ended period (within the look-back) of every active leaderboard of every active merchant. */
export async function runLeaderboardPass(
  deps: PromoDeps,
  options: { holder: string },
  onError: (promotionId: number, error: unknown) => void = () => undefined,
): Promise<void> {
  const now = deps.clock.now();
  for (const merchant of await listMerchants(deps.db)) {
    if (merchant.status !== 'active') continue;
    const promotions = (await findActivePromotions(deps.db, merchant.id)).filter(
      (promotion) => promotion.rule.kind === 'leaderboard' && promotion.startsAt <= now,
    );
    if (promotions.length === 0) continue;
    const days = await merchantDays(deps.db, merchant.id);
    const today = days.dayOf(new Date(now.getTime() - CASHBACK_GRACE_MS));
    for (const promotion of promotions) {
      const rule = promotion.rule as LeaderboardRule;
      const schedule = scheduleDaysOf(promotion.startsAt, promotion.endsAt, days.dayOf);
      for (const span of endedPeriodsToPay(today, rule.period, schedule).reverse()) {
        try {
          await runPeriod(deps, merchant, promotion, span, days, options.holder);
        } catch (error) {
          onError(promotion.id, error);
        }
      }
    }
  }
}

const PASS_INTERVAL_MS = 5 * 60_000;

/** The leaderboard job on this node (with the other periodic money jobs); any number of nodes may run it. */
export function scheduleLeaderboards(app: FastifyInstance): void {
  const deps: PromoDeps = { db: app.db, ledger: app.ledger, clock: app.clock };
  const holder = randomUUID();
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    runLeaderboardPass(deps, { holder }, (promotionId, error) =>
      app.log.warn({ err: error, promotionId }, 'a leaderboard period failed; a later pass tries again'),
    )
      .catch((error: unknown) => app.log.warn({ err: error }, 'the leaderboard job failed; the next pass tries again'))
      .finally(() => {
        isRunning = false;
      });
  }, PASS_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
