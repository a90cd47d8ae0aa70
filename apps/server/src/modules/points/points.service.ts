import { GAME_TYPES } from '@fortuna/contracts/catalogue';
import type { ConvertInput, ConvertResult, PointsBalance, PointsConfig, PointsRecord } from '@fortuna/contracts/points';
import { eq } from 'drizzle-orm';
import { promoPointsRecords } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { countBonus } from '../agents/member-stats';
import type { MerchantRow } from '../merchants/merchants.repo';
import { inLedgerTransaction } from '../payments/ledger-tx';
import { houseAccountId } from '../payments/payment-accounts';
import { moneyOf } from '../payments/payment-money';
import { assertRealMoneyAccount } from '../payments/real-money-guard';
import type { PromoDeps } from '../promotions/promotions.service';
import type { AccountRow } from '../sessions/sessions.repo';
import { checkPaymentPassword } from '../sessions/sessions.service';
import { systemRemark } from '../wallet/ledger-remarks';
import { mainWalletId } from '../wallet/member-wallets';
import {
  findPointsRecord,
  findPointsRecords,
  findRecordByKey,
  insertPointsRecord,
  pointsRatesOf,
  setPointsBalance,
} from './points.repo';
import { accruePoints } from './points-accrual';
import { presentRecord } from './points-present';

/** Accrues what settled since the last look, in a transaction of its own; returns the balance. */
export async function accrueNow(deps: PromoDeps, member: AccountRow): Promise<number> {
  const rates = await pointsRatesOf(deps.db, member.merchantId);
  return inLedgerTransaction(deps, (tx) => accruePoints(tx, member, rates));
}

export async function pointsBalance(deps: PromoDeps, member: AccountRow): Promise<PointsBalance> {
  assertRealMoneyAccount(member);
  const balance = await accrueNow(deps, member);
  const rates = await pointsRatesOf(deps.db, member.merchantId);
  return { balance, convertPerPoint: moneyOf(rates.convertPerPointMinor) };
}

export async function pointsConfig(deps: PromoDeps, merchantId: number): Promise<PointsConfig> {
  const rates = await pointsRatesOf(deps.db, merchantId);
  return {
    rates: GAME_TYPES.flatMap((gameType) => {
      const minor = rates.ratesMinor[gameType] ?? 0n;
      return minor > 0n ? [{ gameType, validBetPerPoint: moneyOf(minor) }] : [];
    }),
    convertPerPoint: moneyOf(rates.convertPerPointMinor),
  };
}

export async function pointsRecords(deps: PromoDeps, member: AccountRow): Promise<PointsRecord[]> {
  assertRealMoneyAccount(member);
  await accrueNow(deps, member);
  return (await findPointsRecords(deps.db, member.id)).map(presentRecord);
}

/** One of the member's own records (another member's id is not found). */
export async function pointsRecord(deps: PromoDeps, member: AccountRow, id: number): Promise<PointsRecord> {
  const row = await findPointsRecord(deps.db, member.id, id);
  if (!row) throw new AppError('POINTS_RECORD_NOT_FOUND');
  return presentRecord(row);
}

/**
 * Converts points to main-wallet balance at the merchant's rate: the points record and the ledger transfer (a
 * bonus from the house, key `points-convert:<record>`) in one transaction. The Idempotency-Key is stored on the
 * record: a repeat answers the first conversion and converts nothing more.
 */
export async function convertPoints(
  deps: PromoDeps,
  merchant: MerchantRow,
  member: AccountRow,
  input: ConvertInput,
  idempotencyKey: string,
): Promise<ConvertResult> {
  assertRealMoneyAccount(member);
  await checkPaymentPassword(member, input.paymentPassword);
  const rates = await pointsRatesOf(deps.db, merchant.id);
  const answer = (row: typeof promoPointsRecords.$inferSelect) => ({
    record: presentRecord(row),
    amount: moneyOf(row.amountMinor),
  });
  const earlier = await findRecordByKey(deps.db, member.id, idempotencyKey);
  if (earlier) return answer(earlier);
  if (rates.convertPerPointMinor <= 0n) throw new AppError('POINTS_CONVERT_DISABLED');
  const houseId = await houseAccountId(deps.db, merchant);
  const walletId = await mainWalletId(deps.db, member, merchant);
  const row = await inLedgerTransaction(deps, async (tx, ledger) => {
    const balance = await accruePoints(tx, member, rates);
    // A call with the same key that committed while this one waited for the lock has converted already.
    const repeat = await findRecordByKey(tx, member.id, idempotencyKey);
    if (repeat) return repeat;
    if (balance < input.points) throw new AppError('POINTS_NOT_ENOUGH');
    const amountMinor = BigInt(input.points) * rates.convertPerPointMinor;
    const record = await insertPointsRecord(tx, {
      accountId: member.id,
      merchantId: merchant.id,
      kind: 'convert',
      amountMinor,
      pointsBefore: balance,
      changedPoints: -input.points,
      balanceAfter: balance - input.points,
      idempotencyKey,
    });
    await setPointsBalance(tx, member.id, balance - input.points);
    const result = await ledger.applyInTransaction(tx, {
      type: 'transfer',
      merchantId: merchant.id,
      key: `points-convert:${record.id}`,
      transfers: [
        {
          debitAccountId: houseId,
          creditAccountId: walletId,
          amount: amountMinor,
          currency: merchant.currency,
          kind: 'bonus',
          reference: 'points_convert',
          metadata: systemRemark({ kind: 'points_convert' }),
        },
      ],
    });
    await countBonus(tx, member, amountMinor);
    const transferId = Number(result.transfers[0]?.id ?? 0) || null;
    const [updated] = await tx
      .update(promoPointsRecords)
      .set({ transferId })
      .where(eq(promoPointsRecords.id, record.id))
      .returning();
    return updated ?? record;
  });
  return answer(row);
}
