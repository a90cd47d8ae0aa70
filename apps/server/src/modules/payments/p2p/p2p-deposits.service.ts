import type { CreateP2pDeposit, P2pDeposit } from '@fortuna/contracts/payments-p2p';
import { AppError } from '../../../http/app-error';
import type { MerchantRow } from '../../merchants/merchants.repo';
import type { AccountRow } from '../../sessions/sessions.repo';
import { paymentSettingsOf } from '../channels.repo';
import { usableChannel } from '../channels.service';
import { countProofs, type DepositRow, findDepositByClientKey, findProofs, insertDepositOnce } from '../deposits.repo';
import { ownDeposit, refuseTrial } from '../deposits.service';
import { inLedgerTransaction } from '../ledger-tx';
import { amountMinorOf, checkedFee, hashRequest, newOrderNo } from '../payment-money';
import { findWithdrawalById, lockWithdrawal, updateWithdrawal, type WithdrawalRow } from '../withdrawals.repo';
import { holdAccountsOf } from '../withdrawals.service';
import { presentP2pDeposit } from './p2p.present';
import {
  findOpenWithdrawals,
  findPartByDeposit,
  findPartsOfWithdrawal,
  insertPart,
  updatePartIfVersion,
} from './p2p.repo';
import { splitPartHoldInTx } from './p2p-ledger';
import { amountsOf, movePart, type P2pDeps, returnToRemainderInTx, withPartLocked } from './p2p-parts';

/** How many open withdrawals a deposit tries before saying there is no match (others may take them meanwhile). */
const MATCH_CANDIDATES = 5;

/** The member's P2P deposit and its part; another member's is "not found". */
async function ownP2pDeposit(deps: P2pDeps, member: AccountRow, depositId: number) {
  const deposit = await ownDeposit(deps.db, member, depositId);
  const part = deposit.channelType === 'p2p' ? await findPartByDeposit(deps.db, deposit.id) : undefined;
  if (!part) throw new AppError('DEPOSIT_NOT_FOUND');
  return { deposit, part };
}

async function presentOne(deps: P2pDeps, deposit: DepositRow): Promise<P2pDeposit> {
  const part = await findPartByDeposit(deps.db, deposit.id);
  const withdrawal = part ? await findWithdrawalById(deps.db, part.withdrawalId) : undefined;
  if (!part || !withdrawal) throw new AppError('DEPOSIT_NOT_FOUND');
  return presentP2pDeposit(deposit, part, withdrawal, await findProofs(deps.db, [deposit.id]));
}

export async function memberP2pDeposit(deps: P2pDeps, member: AccountRow, depositId: number): Promise<P2pDeposit> {
  const { deposit } = await ownP2pDeposit(deps, member, depositId);
  return presentOne(deps, deposit);
}

/**
 * Matches one open withdrawal to the deposit, in one transaction under the withdrawal's lock: the deposit
 * order and the part are created, the remainder's hold is voided and the part and the new remainder are
 * held. Undefined when this withdrawal has nothing left to match any more (another depositor took it).
 */
async function matchOne(
  deps: P2pDeps,
  candidate: WithdrawalRow,
  order: { member: AccountRow; merchant: MerchantRow; channelId: number; askedMinor: bigint },
  request: { clientKey: string; requestHash: string },
): Promise<DepositRow | 'key-taken' | undefined> {
  const ids = await holdAccountsOf(deps, candidate);
  const matched = await inLedgerTransaction(deps, async (tx, ledger) => {
    const withdrawal = await lockWithdrawal(tx, candidate.id);
    if (!withdrawal || !['pending', 'matching'].includes(withdrawal.status) || withdrawal.holdTransferId === null)
      return undefined;
    const { unmatchedMinor } = amountsOf(withdrawal, await findPartsOfWithdrawal(tx, withdrawal.id));
    if (unmatchedMinor <= 0n) return undefined;
    const amountMinor = order.askedMinor < unmatchedMinor ? order.askedMinor : unmatchedMinor;
    const deposit = await insertDepositOnce(tx, {
      orderNo: newOrderNo('D'),
      merchantId: order.merchant.id,
      accountId: order.member.id,
      channelId: order.channelId,
      channelType: 'p2p',
      amountMinor,
      feeMinor: 0n,
      currency: order.merchant.currency,
      clientKey: request.clientKey,
      requestHash: request.requestHash,
    });
    if (!deposit) return 'key-taken' as const;
    const part = await insertPart(tx, {
      merchantId: withdrawal.merchantId,
      withdrawalId: withdrawal.id,
      depositId: deposit.id,
      amountMinor,
    });
    const holds = await splitPartHoldInTx(
      tx,
      ledger,
      withdrawal,
      { id: part.id, amountMinor, unmatchedAfterMinor: unmatchedMinor - amountMinor },
      ids,
    );
    await updatePartIfVersion(tx, part.id, part.version, { holdTransferId: holds.partHoldId });
    await updateWithdrawal(tx, withdrawal.id, { status: 'matching', holdTransferId: holds.remainderHoldId });
    return deposit;
  });
  if (matched && matched !== 'key-taken') {
    const part = await findPartByDeposit(deps.db, matched.id);
    if (part)
      deps.announce?.([candidate.accountId, order.member.id], {
        partId: part.id,
        withdrawalId: candidate.id,
        depositId: matched.id,
        status: part.status,
      });
  }
  return matched;
}

/**
 * A member asks to deposit through the P2P channel: the oldest open P2P withdrawal is matched (a part of
 * at most the asked amount: less when less is open), or P2P_NO_MATCH. Idempotent by the member's key.
 */
export async function createP2pDeposit(
  deps: P2pDeps,
  member: AccountRow,
  merchant: MerchantRow,
  input: CreateP2pDeposit,
  clientKey: string,
  /** Responsible gaming: refuses a member in an exclusion or over a deposit limit. */
  depositGate: (amountMinor: bigint) => Promise<void>,
): Promise<P2pDeposit> {
  refuseTrial(member);
  const requestHash = hashRequest({ ...input, type: 'p2p' });
  const earlier = await findDepositByClientKey(deps.db, member.id, clientKey);
  if (earlier) return replayed(deps, earlier, requestHash);
  const channel = await usableChannel(deps.db, merchant.id, input.channelId, 'deposit');
  if (channel.type !== 'p2p') throw new AppError('PAYMENT_CHANNEL_NOT_FOUND');
  const askedMinor = amountMinorOf(input.amount);
  checkedFee(channel, askedMinor);
  await depositGate(askedMinor);
  const filter = { merchantId: merchant.id, channelId: channel.id, depositorId: member.id };
  const order = { member, merchant, channelId: channel.id, askedMinor };
  for (const candidate of await findOpenWithdrawals(deps.db, filter, MATCH_CANDIDATES)) {
    const matched = await matchOne(deps, candidate, order, { clientKey, requestHash });
    if (matched === 'key-taken') break;
    if (matched) return presentOne(deps, matched);
  }
  // A request with the same key may have matched meanwhile.
  const winner = await findDepositByClientKey(deps.db, member.id, clientKey);
  if (winner) return replayed(deps, winner, requestHash);
  throw new AppError('P2P_NO_MATCH');
}

function replayed(deps: P2pDeps, row: DepositRow, requestHash: string): Promise<P2pDeposit> {
  if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_CONFLICT');
  return presentOne(deps, row);
}

/**
 * The depositor says the money was sent (after uploading at least one proof): the part is paid and counts as
 * received after the merchant's auto-receipt minutes unless the withdrawer says otherwise.
 */
export async function markP2pPaid(deps: P2pDeps, member: AccountRow, depositId: number): Promise<P2pDeposit> {
  const { part } = await ownP2pDeposit(deps, member, depositId);
  const settings = await paymentSettingsOf(deps.db, part.merchantId);
  const result = await withPartLocked(deps, part.id, async (tx, _ledger, context) => {
    if (context.part.status === 'paid') return context;
    if (context.part.status !== 'matched') throw new AppError('P2P_PART_STATE');
    if ((await countProofs(tx, context.deposit.id)) === 0) throw new AppError('P2P_PROOF_REQUIRED');
    const now = new Date();
    const autoReceiptAt = new Date(now.getTime() + settings.p2pAutoReceiptMinutes * 60_000);
    return { ...context, part: await movePart(tx, context.part, { status: 'paid', paidAt: now, autoReceiptAt }) };
  });
  return presentOne(deps, result.deposit);
}

/** The depositor gives up before paying: the part's share goes back to the withdrawal, open to others. */
export async function cancelP2pDeposit(deps: P2pDeps, member: AccountRow, depositId: number): Promise<P2pDeposit> {
  const { part } = await ownP2pDeposit(deps, member, depositId);
  const result = await withPartLocked(deps, part.id, (tx, ledger, context, ids) =>
    returnToRemainderInTx(tx, ledger, context, ids, {
      target: 'cancelled',
      from: ['matched'],
      by: member.username,
      reason: '',
    }),
  );
  return presentOne(deps, result.deposit);
}
