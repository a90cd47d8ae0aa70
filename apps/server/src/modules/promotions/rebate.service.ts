import type { MemberRebate, RebateArea, RebateClaim } from '@fortuna/contracts/rebate';
import type { Language } from '@fortuna/contracts/system';
import type { RebateAreaPart } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { countBonus } from '../agents/member-stats';
import type { MerchantRow } from '../merchants/merchants.repo';
import { inLedgerTransaction } from '../payments/ledger-tx';
import { houseAccountId } from '../payments/payment-accounts';
import { moneyOf } from '../payments/payment-money';
import { assertRealMoneyAccount } from '../payments/real-money-guard';
import type { AccountRow } from '../sessions/sessions.repo';
import { systemRemark } from '../wallet/ledger-remarks';
import { mainWalletId } from '../wallet/member-wallets';
import type { PromoDeps } from './promotions.service';
import {
  findRebateClaimByKey,
  findRebateClaims,
  findRebateCounters,
  insertRebateClaim,
  lockRebateCounters,
  markRebated,
  type RebateClaimRow,
  setRebateTransfer,
} from './rebate.repo';
import { rebateParts, totalOf } from './rebate-amounts';
import { levelNameIn, memberLevel } from './vip.service';
import { basisPointsToPercent } from './vip-levels';

function presentPart(part: RebateAreaPart): RebateArea {
  return {
    gameType: part.gameType,
    validBet: moneyOf(BigInt(part.validBetMinor)),
    ratePercent: basisPointsToPercent(part.rateBp),
    amount: moneyOf(BigInt(part.amountMinor)),
  };
}

function presentClaim(row: RebateClaimRow): RebateClaim {
  return {
    id: row.id,
    amount: moneyOf(row.amountMinor),
    vipRankLevel: row.vipRank,
    parts: row.parts.map(presentPart),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the member can claim now, by game area at their level's rates, and their earlier claims. */
export async function memberRebate(
  deps: PromoDeps,
  merchant: MerchantRow,
  member: AccountRow,
  language: Language,
): Promise<MemberRebate> {
  const { current } = await memberLevel(deps, merchant, member);
  const [counters, claims] = await Promise.all([
    findRebateCounters(deps.db, member.id),
    findRebateClaims(deps.db, member.id),
  ]);
  const parts = rebateParts(counters, current?.rebateRatesBp ?? {});
  return {
    vipRankLevel: current?.rank ?? 0,
    vipLabelName: current ? levelNameIn(current, language) : '',
    areas: parts.map(presentPart),
    total: moneyOf(totalOf(parts)),
    claims: claims.map(presentClaim),
  };
}

/**
 * Claims the rebate accrued since the last claim into the main wallet. The member's counters are locked, the
 * rebate is paid on what they read and the watermark moves up to it in the same transaction: each valid bet is
 * rebated once, and a round settling meanwhile waits and counts in the next claim. A repeat of the idempotency
 * key answers the first claim.
 */
export async function claimRebate(
  deps: PromoDeps,
  merchant: MerchantRow,
  member: AccountRow,
  idempotencyKey: string,
): Promise<RebateClaim> {
  assertRealMoneyAccount(member);
  const earlier = await findRebateClaimByKey(deps.db, member.id, idempotencyKey);
  if (earlier) return presentClaim(earlier);
  const { current } = await memberLevel(deps, merchant, member);
  const houseId = await houseAccountId(deps.db, merchant);
  const walletId = await mainWalletId(deps.db, member, merchant);
  const claim = await inLedgerTransaction(deps, async (tx, ledger) => {
    const counters = await lockRebateCounters(tx, member.id);
    const parts = rebateParts(counters, current?.rebateRatesBp ?? {}).filter((part) => part.amountMinor !== '0');
    const amountMinor = totalOf(parts);
    if (amountMinor <= 0n) return undefined;
    const inserted = await insertRebateClaim(tx, {
      accountId: member.id,
      merchantId: merchant.id,
      idempotencyKey,
      vipRank: current?.rank ?? 0,
      amountMinor,
      parts,
    });
    if (!inserted) return undefined;
    for (const counter of counters) {
      if (parts.some((part) => part.gameType === counter.gameType)) await markRebated(tx, counter);
    }
    const result = await ledger.applyInTransaction(tx, {
      type: 'transfer',
      merchantId: merchant.id,
      key: `rebate:${inserted.id}`,
      transfers: [
        {
          debitAccountId: houseId,
          creditAccountId: walletId,
          amount: amountMinor,
          currency: merchant.currency,
          kind: 'bonus',
          reference: 'rebate',
          metadata: systemRemark({ kind: 'rebate' }),
        },
      ],
    });
    await countBonus(tx, member, amountMinor);
    const transfer = result.transfers[0];
    return transfer ? setRebateTransfer(tx, inserted.id, Number(transfer.id)) : inserted;
  });
  if (claim) return presentClaim(claim);
  // Nothing left to pay: perhaps because a call with the same key paid it a moment ago; then answer that claim.
  const first = await findRebateClaimByKey(deps.db, member.id, idempotencyKey);
  if (!first) throw new AppError('REBATE_NOTHING_TO_CLAIM');
  return presentClaim(first);
}
