import type {
  DuplicateSignal,
  LinkedAccount,
  MemberRisk,
  OverLimitWins,
  RiskDecision,
  RiskFlag,
  RiskFlagPage,
  RiskFlagQuery,
  RiskLevel,
  RiskSettings,
} from '@fortuna/contracts/risk';
import { PROMOTION_BLOCK_LEVELS, WITHDRAWAL_HOLD_LEVELS } from '@fortuna/contracts/risk';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { type Actor, recordAudit } from '../audit/audit.service';
import type { Ledger } from '../ledger/ledger.service';
import { amountMinorOf, moneyOf } from '../payments/payment-money';
import { findAccountById } from '../sessions/sessions.repo';
import { settleHeldWin } from './held-wins';
import {
  findFlagPage,
  findLinkedAccounts,
  findRiskLevel,
  hasHoldingFlag,
  lockFlag,
  type RiskFlagRow,
  updateFlag,
  upsertRiskLevel,
  upsertRiskSettings,
} from './risk.repo';
import { raiseRiskFlag } from './risk-flags';
import { riskSettingsChanged, riskSettingsOf } from './risk-settings-cache';

function presentFlag(row: RiskFlagRow, username: string): RiskFlag {
  return {
    id: row.id,
    merchantId: row.merchantId,
    accountId: row.accountId,
    username,
    kind: row.kind,
    status: row.status,
    detail: row.detail,
    amount: row.amountMinor === null ? null : moneyOf(row.amountMinor),
    holdsWithdrawals: row.holdsWithdrawals,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    reason: row.reason,
  };
}

export async function listFlags(db: Db, query: RiskFlagQuery): Promise<RiskFlagPage> {
  const { rows, total } = await findFlagPage(db, query);
  return {
    list: rows.map(({ flag, username }) => presentFlag(flag, username)),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
  };
}

/**
 * One staff decision on an open flag, under its row lock: clearing releases what it held, confirming
 * keeps it on record. Two staff at once: the second gets REVIEW_ALREADY_DECIDED; the same staff repeating
 * with the same key gets the decided flag again. Audited in the same transaction.
 */
export async function decideFlag(
  db: Db,
  ledger: Ledger,
  actor: Actor,
  id: number,
  input: RiskDecision,
  key: string,
): Promise<RiskFlag> {
  const status = input.decision === 'clear' ? 'cleared' : 'confirmed';
  const decided = await inTransaction(db, async (tx) => {
    const locked = await lockFlag(tx, id);
    if (!locked) throw new AppError('REVIEW_NOT_FOUND');
    if (locked.status !== 'open') {
      if (locked.status === status && locked.decisionKey === key && locked.decidedByStaffId === actor.staffId)
        return locked;
      throw new AppError('REVIEW_ALREADY_DECIDED', `This flag is already ${locked.status}`);
    }
    // A held win over the ceiling: clearing credits it, confirming voids it, with the decision.
    await settleHeldWin(ledger, tx, locked, input.decision);
    const updated = await updateFlag(tx, id, {
      status,
      reason: input.reason,
      decidedAt: new Date(),
      decidedBy: actor.username,
      decidedByStaffId: actor.staffId,
      decisionKey: key,
    });
    await recordAudit(tx, actor, {
      action: `risk.flag.${input.decision}`,
      targetType: 'risk_flag',
      targetId: id,
      merchantId: locked.merchantId,
      before: { status: locked.status, version: locked.version },
      after: { status, version: updated.version, reason: input.reason, kind: locked.kind, accountId: locked.accountId },
    });
    return updated;
  });
  const account = await findAccountById(db, decided.accountId);
  return presentFlag(decided, account?.username ?? '');
}

/** Staff raise a flag by hand (optionally holding withdrawals), audited. */
export async function raiseManualFlag(
  db: Db,
  actor: Actor,
  input: { accountId: number; reason: string; holdsWithdrawals: boolean },
): Promise<RiskFlag> {
  const account = await findAccountById(db, input.accountId);
  if (!account) throw new AppError('NOT_FOUND', 'This member does not exist');
  const row = await inTransaction(db, async (tx) => {
    const raised = await raiseRiskFlag(tx, {
      merchantId: account.merchantId,
      accountId: account.id,
      kind: 'manual',
      sourceKey: `staff:${actor.staffId}:${Date.now()}`,
      detail: { note: input.reason, raisedBy: actor.username },
      holdsWithdrawals: input.holdsWithdrawals,
    });
    if (!raised) throw new AppError('CONFLICT');
    await recordAudit(tx, actor, {
      action: 'risk.flag.raise',
      targetType: 'risk_flag',
      targetId: raised.id,
      merchantId: account.merchantId,
      before: null,
      after: { accountId: account.id, reason: input.reason, holdsWithdrawals: input.holdsWithdrawals },
    });
    return raised;
  });
  return presentFlag(row, account.username);
}

function groupLinks(rows: { accountId: number; username: string; signal: string; value: string }[]): LinkedAccount[] {
  const byAccount = new Map<number, LinkedAccount>();
  for (const row of rows) {
    const linked = byAccount.get(row.accountId) ?? { accountId: row.accountId, username: row.username, signals: [] };
    linked.signals.push({ signal: row.signal as DuplicateSignal, value: row.value });
    byAccount.set(row.accountId, linked);
  }
  return [...byAccount.values()];
}

/** A member's risk picture: level, linked accounts with what they share, flags, and what is held. */
export async function memberRisk(db: Db, accountId: number): Promise<MemberRisk> {
  const account = await findAccountById(db, accountId);
  if (!account) throw new AppError('NOT_FOUND', 'This member does not exist');
  const [{ level, note }, links, flags, isHeld] = await Promise.all([
    findRiskLevel(db, accountId),
    findLinkedAccounts(db, account.merchantId, accountId),
    findFlagPage(db, { accountId, status: 'open', pageNo: 1, pageSize: 100 }),
    hasHoldingFlag(db, accountId),
  ]);
  return {
    accountId,
    username: account.username,
    level,
    note,
    linkedAccounts: groupLinks(links),
    flags: flags.rows.map(({ flag, username }) => presentFlag(flag, username)),
    withdrawalsHeld: isHeld || WITHDRAWAL_HOLD_LEVELS.includes(level),
    promotionsBlocked: PROMOTION_BLOCK_LEVELS.includes(level),
  };
}

export async function setRiskLevel(
  db: Db,
  actor: Actor,
  accountId: number,
  input: { level: RiskLevel; note: string },
): Promise<MemberRisk> {
  const account = await findAccountById(db, accountId);
  if (!account) throw new AppError('NOT_FOUND', 'This member does not exist');
  await inTransaction(db, async (tx) => {
    const before = await findRiskLevel(tx, accountId);
    await upsertRiskLevel(tx, { accountId, merchantId: account.merchantId, ...input, updatedBy: actor.username });
    await recordAudit(tx, actor, {
      action: 'risk.level',
      targetType: 'account',
      targetId: accountId,
      merchantId: account.merchantId,
      before,
      after: input,
    });
  });
  return memberRisk(db, accountId);
}

export async function riskSettingsFor(app: FastifyInstance, merchantId: number): Promise<RiskSettings> {
  const row = await riskSettingsOf(app, merchantId);
  const money = (minor: bigint | null | undefined) => (minor === null || minor === undefined ? null : moneyOf(minor));
  return {
    merchantId,
    largeWinThreshold: money(row?.largeWinThresholdMinor),
    kycWithdrawalThreshold: money(row?.kycWithdrawalThresholdMinor),
    overLimitWins: row?.overLimitWins ?? 'refuse',
  };
}

export async function saveRiskSettings(
  app: FastifyInstance,
  actor: Actor,
  input: {
    merchantId: number;
    largeWinThreshold: string | null;
    kycWithdrawalThreshold: string | null;
    overLimitWins?: OverLimitWins | undefined;
  },
): Promise<RiskSettings> {
  const before = await riskSettingsFor(app, input.merchantId);
  const values = {
    overLimitWins: input.overLimitWins ?? before.overLimitWins,
    merchantId: input.merchantId,
    largeWinThresholdMinor: input.largeWinThreshold === null ? null : amountMinorOf(input.largeWinThreshold),
    kycWithdrawalThresholdMinor:
      input.kycWithdrawalThreshold === null ? null : amountMinorOf(input.kycWithdrawalThreshold),
  };
  await inTransaction(app.db, async (tx) => {
    await upsertRiskSettings(tx, values);
    await recordAudit(tx, actor, {
      action: 'risk.settings',
      targetType: 'merchant',
      targetId: input.merchantId,
      merchantId: input.merchantId,
      before,
      after: {
        largeWinThreshold: input.largeWinThreshold,
        kycWithdrawalThreshold: input.kycWithdrawalThreshold,
        overLimitWins: values.overLimitWins,
      },
    });
  });
  riskSettingsChanged(app);
  return riskSettingsFor(app, input.merchantId);
}
