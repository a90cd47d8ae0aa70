import type { FastifyInstance } from 'fastify';
import { claimLapsedRun, claimNewSlot, failRun, finishRun, renewClaim } from '../../products/kit/job-runs.repo';
import { listMerchants, type MerchantRow } from '../merchants/merchants.repo';
import { paymentSettingsOf } from '../payments/channels.repo';
import { amountMinorOf } from '../payments/payment-money';
import { claimedAccounts, netLosersBetween } from './cashback.repo';
import {
  type CashbackPeriodSpan,
  type CashbackRule,
  cashbackMinor,
  countedDays,
  endedPeriodsToPay,
  scheduleDaysOf,
} from './cashback-rules';
import { isInAudience } from './promo-audience';
import { grantPeriodRewards } from './promo-batch-grant';
import { dayInZone } from './promo-rules';
import { findActivePromotions, type PromotionRow } from './promotions.repo';
import type { PromoDeps } from './promotions.service';
import { schedulePass } from './slot-run';

/** How long a node's claim on a (promotion, period) run lasts without renewal before another node takes it over. */
const RUN_LEASE_MS = 120_000;
const RETRY_IN_MS = 60_000;
/** A period is paid this long after its end, so rounds settling around midnight are in its rollups. */
export const CASHBACK_GRACE_MS = 10 * 60_000;

export interface CashbackPassOptions {
  /** This node's name on the run claims (one per process). */
  holder: string;
}

export function cashbackJobName(promotionId: number): string {
  return `promotions:cashback:${promotionId}`;
}

/** The run's slot: the UTC midnight after the period's last local day (one row per promotion and period). */
export function cashbackSlot(span: CashbackPeriodSpan): Date {
  const slot = new Date(`${span.lastDay}T00:00:00Z`);
  slot.setUTCDate(slot.getUTCDate() + 1);
  return slot;
}

/**
 * Pays one ended period of a cashback promotion: every member whose net loss over the period's counted days
 * reaches the minimum gets `percent` of it (at most the cap) into the promotion's wallet, with its wagering.
 * Set-based (ADR 0038): the net losers are read from the rollups in one query and paid in batches
 * (`grantPeriodRewards`), each batch in one transaction that inserts the (promotion, member, period) claim rows
 * and the ledger transfers: a member whose row exists (a second runner, on this node or another) is paid nothing
 * more, so the period may be run again after a crash midway. Returns how many members this call paid.
 */
export async function payCashbackPeriod(
  deps: PromoDeps,
  merchant: MerchantRow,
  promotion: PromotionRow,
  span: CashbackPeriodSpan,
  dayOf: (at: Date) => string,
  onProgress: () => Promise<void> = async () => undefined,
): Promise<number> {
  const rule = promotion.rule as CashbackRule;
  const days = countedDays(span, scheduleDaysOf(promotion.startsAt, promotion.endsAt, dayOf));
  if (!days) return 0;
  const losers = await netLosersBetween(deps.db, {
    merchantId: merchant.id,
    from: days.from,
    to: days.to,
    minLossMinor: amountMinorOf(rule.minLoss),
    registeredSince: promotion.audience === 'new_members' ? promotion.startsAt : null,
  });
  const done = await claimedAccounts(deps.db, promotion.id, span.key);
  const admitted = [];
  for (const loser of losers)
    if (!done.has(loser.accountId) && (await isInAudience(deps, merchant, promotion, loser.accountId)))
      admitted.push(loser);
  const rewards = admitted.map((loser) => ({
    accountId: loser.accountId,
    amountMinor: cashbackMinor(loser.netLossMinor, rule),
  }));
  return grantPeriodRewards(deps, merchant, promotion, span.key, rewards, onProgress);
}

/**
 * Runs a period once across nodes: the node whose run row (kit job runs, job per promotion, slot per period)
 * lands first pays it, renewing its claim as it goes; a run whose node died is taken over once its claim
 * lapses. A period already done is skipped without reading the rollups.
 */
async function runPeriod(
  deps: PromoDeps,
  merchant: MerchantRow,
  promotion: PromotionRow,
  span: CashbackPeriodSpan,
  dayOf: (at: Date) => string,
  holder: string,
): Promise<void> {
  const job = cashbackJobName(promotion.id);
  const slot = cashbackSlot(span);
  const claimed =
    (await claimNewSlot(deps.db, { job, slot, kind: 'run', holder, leaseMs: RUN_LEASE_MS })) ??
    (await claimLapsedRun(deps.db, job, slot, holder, RUN_LEASE_MS));
  if (!claimed) return;
  try {
    await payCashbackPeriod(deps, merchant, promotion, span, dayOf, async () => {
      await renewClaim(deps.db, job, slot, holder, RUN_LEASE_MS);
    });
    await finishRun(deps.db, job, slot, holder);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await failRun(deps.db, job, slot, holder, message, RETRY_IN_MS).catch(() => undefined);
    throw error;
  }
}

/** One pass: every ended period (within the look-back) of every active cashback promotion of every active merchant. */
export async function runCashbackPass(
  deps: PromoDeps,
  options: CashbackPassOptions,
  onError: (promotionId: number, error: unknown) => void = () => undefined,
): Promise<void> {
  const now = deps.clock.now();
  for (const merchant of await listMerchants(deps.db)) {
    if (merchant.status !== 'active') continue;
    const promotions = (await findActivePromotions(deps.db, merchant.id)).filter(
      (promotion) => promotion.rule.kind === 'cashback' && promotion.startsAt <= now,
    );
    if (promotions.length === 0) continue;
    const dayOf = dayInZone((await paymentSettingsOf(deps.db, merchant.id)).timeZone);
    const today = dayOf(new Date(now.getTime() - CASHBACK_GRACE_MS));
    for (const promotion of promotions) {
      const rule = promotion.rule as CashbackRule;
      const schedule = scheduleDaysOf(promotion.startsAt, promotion.endsAt, dayOf);
      for (const span of endedPeriodsToPay(today, rule.period, schedule).reverse()) {
        try {
          await runPeriod(deps, merchant, promotion, span, dayOf, options.holder);
        } catch (error) {
          onError(promotion.id, error);
        }
      }
    }
  }
}

/** How often the job looks for ended periods: a period's cashback follows its end within minutes. */
const PASS_INTERVAL_MS = 5 * 60_000;

/**
 * The cashback job on this node (with the other periodic money jobs). Every node may run it: the run rows
 * let one node pay a period, and the claim key makes any second payer change nothing.
 */
export function scheduleCashback(app: FastifyInstance): void {
  schedulePass(app, 'cashback', PASS_INTERVAL_MS, (deps, holder) =>
    runCashbackPass(deps, { holder }, (promotionId, error) =>
      app.log.warn({ err: error, promotionId }, 'a cashback period failed; a later pass tries again'),
    ),
  );
}
