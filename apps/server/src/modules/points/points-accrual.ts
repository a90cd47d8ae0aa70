import type { GameType } from '@fortuna/contracts/catalogue';
import type { DbOrTx } from '../../db/client';
import { insertPointsRecord, lockPointsAccount, setMark, setPointsBalance, validBetSinceMarks } from './points.repo';
import { type PointsRates, pointsEarned } from './points-rates';

export interface PointsMember {
  id: number;
  merchantId: number;
}

/**
 * Turns the member's valid bet settled since the marks into points, inside `tx`, and returns the balance after.
 * Locks the member's points row first: two accruals (two calls, two nodes) run one after the other and the
 * second finds the marks the first moved, so each valid bet earns once. Rounds settling meanwhile raise the
 * rollup after the read and are earned by the next accrual. Points never expire: the balance only changes by
 * records.
 */
export async function accruePoints(tx: DbOrTx, member: PointsMember, rates: PointsRates): Promise<number> {
  let balance = await lockPointsAccount(tx, member.id, member.merchantId);
  const areas = (await validBetSinceMarks(tx, member.id)).map((row) => ({
    gameType: row.gameType as GameType,
    validBetMinor: row.validBetMinor,
    accruedValidBetMinor: BigInt(row.accruedValidBetMinor),
  }));
  const earnings = pointsEarned(areas, rates.ratesMinor);
  for (const earning of earnings) {
    await setMark(tx, member.id, earning.gameType, earning.newMarkMinor);
    await insertPointsRecord(tx, {
      accountId: member.id,
      merchantId: member.merchantId,
      kind: 'earn',
      amountMinor: earning.validBetMinor,
      pointsBefore: balance,
      changedPoints: earning.points,
      balanceAfter: balance + earning.points,
      gameType: earning.gameType,
    });
    balance += earning.points;
  }
  if (earnings.length > 0) await setPointsBalance(tx, member.id, balance);
  return balance;
}
