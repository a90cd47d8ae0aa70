import { PROMOTION_BLOCK_LEVELS, WITHDRAWAL_HOLD_LEVELS } from '@fortuna/contracts/risk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { assertKycForWithdrawal } from '../kyc/kyc.service';
import { assertNotExcluded, type PlayGuardDeps } from '../protection/play-guard';
import { memberOf } from '../sessions/member-auth';
import { findRiskLevel, hasHoldingFlag } from './risk.repo';
import { raiseRiskFlag } from './risk-flags';
import { riskSettingsOf } from './risk-settings-cache';

export type RiskGateDeps = Pick<FastifyInstance, 'db' | 'riskSettingsCache'>;

/**
 * Whether a member may withdraw `amountMinor` now: not at a risk level that holds withdrawals, no open
 * flag holding them (a large win under review), and a verified identity above the merchant's threshold.
 */
export async function assertWithdrawalAllowed(
  deps: RiskGateDeps,
  member: { id: number; merchantId: number },
  amountMinor: bigint,
): Promise<void> {
  const { level } = await findRiskLevel(deps.db, member.id);
  if (WITHDRAWAL_HOLD_LEVELS.includes(level) || (await hasHoldingFlag(deps.db, member.id))) {
    throw new AppError('RISK_WITHDRAWAL_HOLD');
  }
  const settings = await riskSettingsOf(deps, member.merchantId);
  const threshold = settings?.kycWithdrawalThresholdMinor ?? null;
  if (threshold !== null && amountMinor > threshold) await assertKycForWithdrawal(deps.db, member.id, threshold);
}

/**
 * Whether a member may take part in promotions (claims, bonuses): not in a time-out or self-exclusion and
 * not at a risk level that refuses promotions. Every claim route runs it first (`promotionsGate`).
 */
export async function assertPromotionsAllowed(deps: RiskGateDeps & PlayGuardDeps, accountId: number): Promise<void> {
  await assertNotExcluded(deps, accountId);
  const { level } = await findRiskLevel(deps.db, accountId);
  if (PROMOTION_BLOCK_LEVELS.includes(level)) throw new AppError('RISK_PROMOTIONS_BLOCKED');
}

/**
 * A route hook (after the plugin's member sign-in hook) running assertPromotionsAllowed before a claim, a points
 * redeem or a points conversion reads its body.
 */
export async function promotionsGate(request: FastifyRequest): Promise<void> {
  await assertPromotionsAllowed(request.server, memberOf(request).id);
}

/**
 * Called by the seamless wallet inside a win's transaction: a real-money win of at least the merchant's
 * threshold opens a large-win review that holds the member's withdrawals until staff clear it.
 */
export async function reviewLargeWin(
  deps: RiskGateDeps,
  tx: DbOrTx,
  win: {
    merchantId: number;
    accountId: number;
    amountMinor: bigint;
    vendorCode: string;
    roundId: string;
    gameCode: string;
  },
): Promise<void> {
  const settings = await riskSettingsOf(deps, win.merchantId, tx);
  const threshold = settings?.largeWinThresholdMinor ?? null;
  if (threshold === null || win.amountMinor < threshold) return;
  await raiseRiskFlag(tx, {
    merchantId: win.merchantId,
    accountId: win.accountId,
    kind: 'large_win',
    sourceKey: `round:${win.vendorCode}:${win.roundId}`,
    detail: { vendor: win.vendorCode, roundId: win.roundId, gameCode: win.gameCode, threshold: threshold.toString() },
    amountMinor: win.amountMinor,
    holdsWithdrawals: true,
  });
}
