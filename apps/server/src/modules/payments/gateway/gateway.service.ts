import type { GatewayCallback, GatewayCallbackResult } from '@fortuna/contracts/payments';
import { AppError } from '../../../http/app-error';
import { findChannelById } from '../channels.repo';
import { gatewaySecretOf } from '../channels.service';
import { creditAccountsOf, creditDepositInTx } from '../deposit-decisions';
import { type DepositRow, findDepositByOrderNo, lockDeposit, updateDeposit } from '../deposits.repo';
import { inLedgerTransaction } from '../ledger-tx';
import type { PaymentDeps } from '../payments.deps';
import { findNonce, recordNonce } from './gateway.repo';
import { isFresh, isSignatureValid } from './signature';

function resultOf(row: DepositRow): GatewayCallbackResult {
  return { orderNo: row.orderNo, status: row.status };
}

/** Checks who sent the callback: the order's gateway channel, its shared secret, a fresh timestamp. */
async function verifiedOrder(deps: PaymentDeps, callback: GatewayCallback, signature: string | undefined) {
  const order = await findDepositByOrderNo(deps.db, callback.orderNo);
  const channel = order ? await findChannelById(deps.db, order.channelId) : undefined;
  const secret = channel ? await gatewaySecretOf(deps.secrets, channel) : undefined;
  const isFromChannel = channel?.type === 'gateway' && channel.code === callback.channelCode;
  if (!order || !channel || !secret || !isFromChannel || !isSignatureValid(secret, callback, signature))
    throw new AppError('GATEWAY_SIGNATURE_INVALID');
  if (!isFresh(callback.timestamp)) throw new AppError('GATEWAY_CALLBACK_STALE');
  if (BigInt(callback.amountMinor) !== order.amountMinor) throw new AppError('GATEWAY_AMOUNT_MISMATCH');
  if (callback.currency !== order.currency) throw new AppError('GATEWAY_CURRENCY_MISMATCH');
  return { order, channel };
}

/**
 * The gateway's signed callback: verified (signature, channel, timestamp, amount, currency), then applied
 * once under the order's lock. A repeated delivery (same nonce, or "paid" again for a credited order with
 * the same trade number) changes nothing and answers the order's state; a nonce reused for another order
 * is refused as a replay.
 */
export async function handleGatewayCallback(
  deps: PaymentDeps,
  callback: GatewayCallback,
  signature: string | undefined,
): Promise<GatewayCallbackResult> {
  const { order, channel } = await verifiedOrder(deps, callback, signature);
  const ids = await creditAccountsOf(deps, order);
  const row = await inLedgerTransaction(deps, async (tx, ledger) => {
    const recorded = await recordNonce(tx, {
      channelId: channel.id,
      nonce: callback.nonce,
      orderNo: callback.orderNo,
      tradeNo: callback.tradeNo,
      status: callback.status,
    });
    if (!recorded) {
      const seen = await findNonce(tx, channel.id, callback.nonce);
      if (seen?.orderNo !== callback.orderNo || seen.status !== callback.status)
        throw new AppError('GATEWAY_CALLBACK_REPLAYED');
    }
    const locked = await lockDeposit(tx, order.id);
    if (!locked) throw new AppError('DEPOSIT_NOT_FOUND');
    if (locked.status !== 'pending') {
      const isRepeat =
        (locked.status === 'credited' && callback.status === 'paid' && locked.gatewayTradeNo === callback.tradeNo) ||
        (locked.status === 'failed' && callback.status === 'failed');
      if (isRepeat) return locked;
      throw new AppError('ORDER_NOT_PENDING', `This deposit is already ${locked.status}`);
    }
    if (callback.status === 'failed') {
      return updateDeposit(tx, locked.id, {
        status: 'failed',
        reason: 'The payment gateway reported the payment failed',
        gatewayTradeNo: callback.tradeNo,
        decidedAt: new Date(),
        decidedBy: `gateway:${channel.code}`,
      });
    }
    const creditTransferId = await creditDepositInTx(tx, ledger, locked, ids);
    return updateDeposit(tx, locked.id, {
      status: 'credited',
      gatewayTradeNo: callback.tradeNo,
      creditTransferId,
      decidedAt: new Date(),
      decidedBy: `gateway:${channel.code}`,
    });
  });
  return resultOf(row);
}
