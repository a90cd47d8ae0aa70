import { and, desc, eq } from 'drizzle-orm';
import { riskFlags } from '../../db/schema/index';
import { type Actor, recordAudit } from '../../modules/audit/audit.service';
import { raiseRiskFlag } from '../../modules/risk/risk-flags';
import { merchantOfPlayer } from '../kit/merchant-of-player';
import type { BetRow, DrawRow } from './lottery.repo';
import type { LotteryDeps } from './lottery-context';

/**
 * A corrected result that takes money back from a member whose balance cannot cover it: the wallet refuses
 * the `adjust` item (INSUFFICIENT_FUNDS) and the settlement job tries it again every minute. Staff are told
 * once per bet and result version: an entry in the risk queue (kind `lottery_correction_uncovered`, holding
 * the member's withdrawals until staff clear it) and a line in the audit log. docs/lottery.md "Corrections".
 */

/** Who the audit log names for what the lottery's settlement did on its own. */
const LOTTERY_ACTOR: Actor = { staffId: 0, username: 'lottery-settlement', ip: '' };
export const UNCOVERED_KIND = 'lottery_correction_uncovered' as const;

export interface UncoveredCorrection {
  bet: BetRow;
  /** What the correction takes back (minor units, positive). */
  takeBack: bigint;
}

export async function alertUncoveredCorrections(
  deps: LotteryDeps,
  draw: DrawRow,
  uncovered: UncoveredCorrection[],
): Promise<void> {
  for (const { bet, takeBack } of uncovered) {
    const accountId = Number(bet.playerId);
    const merchantId = await merchantOfPlayer(deps.db, bet.playerId);
    if (merchantId === null || !Number.isSafeInteger(accountId)) continue;
    const detail = {
      drawId: String(draw.id),
      gameCode: draw.gameCode,
      province: draw.province,
      betId: bet.id,
      resultVersion: draw.resultVersion,
      paidBefore: bet.payout.toString(),
      takeBack: takeBack.toString(),
      retry: 'every minute until the balance covers it',
    };
    await deps.db.transaction(async (tx) => {
      const raised = await raiseRiskFlag(tx, {
        merchantId,
        accountId,
        kind: UNCOVERED_KIND,
        sourceKey: `lottery-correction:${bet.id}:v${draw.resultVersion}`,
        detail,
        amountMinor: takeBack,
        holdsWithdrawals: true,
      });
      if (!raised) return; // told already
      await recordAudit(tx, LOTTERY_ACTOR, {
        action: 'lottery.correction.uncovered',
        targetType: 'lottery_bet',
        targetId: bet.id,
        merchantId,
        before: { payout: bet.payout.toString() },
        after: detail,
      });
    });
    deps.log.warn({ betId: bet.id, drawId: draw.id, takeBack: takeBack.toString() }, 'lottery correction not covered');
  }
}

/** The open alerts of uncovered corrections (newest first), for the back office's feed status view. */
export async function openUncoveredAlerts(deps: LotteryDeps, limit = 50) {
  const rows = await deps.db
    .select()
    .from(riskFlags)
    .where(and(eq(riskFlags.kind, UNCOVERED_KIND), eq(riskFlags.status, 'open')))
    .orderBy(desc(riskFlags.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    flagId: String(row.id),
    accountId: String(row.accountId),
    merchantId: row.merchantId,
    takeBackMinor: row.amountMinor?.toString() ?? '0',
    detail: row.detail as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
  }));
}
