import type { WageringStatus } from '@fortuna/contracts/payments';
import type { GrantBonus, GrantBonusResult } from '@fortuna/contracts/payments-admin';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { countBonus } from '../agents/member-stats';
import { type Actor, recordAudit } from '../audit/audit.service';
import { findMerchantById } from '../merchants/merchants.repo';
import { findAccountById } from '../sessions/sessions.repo';
import { inLedgerTransaction } from './ledger-tx';
import { houseAccountId, memberMainId } from './payment-accounts';
import { amountMinorOf, moneyOf } from './payment-money';
import type { PaymentDeps } from './payments.deps';
import { assertRealMoneyAccount } from './real-money-guard';
import {
  clearRequirement,
  findOpenRequirements,
  findRequirementBySource,
  insertRequirement,
  turnoverSince,
} from './wagering.repo';

/**
 * Where the member stands with bonus wagering: each open requirement counts the stakes of settled
 * real-money rounds closed since it was created; one that is met is cleared for good.
 */
export async function wageringStatusOf(db: Db, accountId: number): Promise<WageringStatus> {
  let required = 0n;
  let achieved = 0n;
  let isMet = true;
  for (const requirement of await findOpenRequirements(db, accountId)) {
    const turnover = await turnoverSince(db, accountId, requirement.createdAt);
    if (turnover >= requirement.requiredTurnoverMinor) {
      await clearRequirement(db, requirement.id);
      continue;
    }
    isMet = false;
    required += requirement.requiredTurnoverMinor;
    achieved += turnover;
  }
  return { isMet, required: moneyOf(required), achieved: moneyOf(achieved), remaining: moneyOf(required - achieved) };
}

/** Refuses a withdrawal while bonus wagering is unmet. */
export async function assertWageringMet(db: Db, accountId: number): Promise<void> {
  const status = await wageringStatusOf(db, accountId);
  if (!status.isMet)
    throw new AppError(
      'WAGERING_NOT_MET',
      `Bet ${status.remaining.amount} more in settled games before withdrawing`,
    ).withValue(status);
}

/**
 * Staff grant a bonus: the house pays it into the member's main wallet and, with a multiple above 0,
 * the member must bet amount × multiple before withdrawing. Idempotent by the staff's key.
 */
export async function grantBonus(
  deps: PaymentDeps,
  actor: Actor,
  input: GrantBonus,
  key: string,
): Promise<GrantBonusResult> {
  const [merchant, member] = await Promise.all([
    findMerchantById(deps.db, input.merchantId),
    findAccountById(deps.db, input.accountId),
  ]);
  if (!merchant) throw new AppError('UNKNOWN_MERCHANT');
  if (member?.merchantId !== merchant.id) throw new AppError('ACCOUNT_NOT_FOUND', 'No such member at this merchant');
  assertRealMoneyAccount(member);
  const amountMinor = amountMinorOf(input.amount);
  const requiredMinor = amountMinor * BigInt(input.wageringMultiple);
  const houseId = await houseAccountId(deps.db, merchant);
  const mainId = await memberMainId(deps.db, merchant, member.id);
  return inLedgerTransaction(deps, async (tx, ledger) => {
    const result = await ledger.applyInTransaction(tx, {
      type: 'transfer',
      merchantId: merchant.id,
      key: `staff:${actor.staffId}:bonus:${key}`,
      transfers: [
        {
          debitAccountId: houseId,
          creditAccountId: mainId,
          amount: amountMinor,
          currency: merchant.currency,
          kind: 'bonus',
          reference: `x${input.wageringMultiple}`,
          metadata: { remark: input.remark, wageringMultiple: input.wageringMultiple, staff: actor.username },
        },
      ],
    });
    const transferId = result.transfers[0]?.id;
    if (!transferId) throw new Error('bonus without transfer');
    const source = `bonus:${transferId}`;
    if (result.isReplay) {
      const earlier = await findRequirementBySource(tx, source);
      return { transferId, wageringRequirementId: earlier?.id ?? null, requiredTurnover: moneyOf(requiredMinor) };
    }
    await countBonus(tx, member, amountMinor);
    const requirement =
      requiredMinor > 0n
        ? await insertRequirement(tx, {
            merchantId: merchant.id,
            accountId: member.id,
            requiredTurnoverMinor: requiredMinor,
            source,
          })
        : undefined;
    await recordAudit(tx, actor, {
      action: 'payment.bonus.grant',
      targetType: 'account',
      targetId: member.id,
      merchantId: merchant.id,
      before: null,
      after: { transferId, amountMinor: amountMinor.toString(), requiredTurnoverMinor: requiredMinor.toString() },
    });
    return { transferId, wageringRequirementId: requirement?.id ?? null, requiredTurnover: moneyOf(requiredMinor) };
  });
}
