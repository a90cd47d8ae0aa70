import type { PaymentChannel } from '@fortuna/contracts/payments';
import type {
  AdminPaymentChannel,
  ChannelUpsert,
  PaymentSettings,
  PaymentSettingsUpdate,
} from '@fortuna/contracts/payments-admin';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { newSymmetricKey, seal, unseal } from '../../security/secret-box';
import type { ServerSecrets } from '../../security/server-secrets';
import { type Actor, recordAudit } from '../audit/audit.service';
import { findMerchantById } from '../merchants/merchants.repo';
import {
  type ChannelRow,
  findChannelById,
  findChannels,
  insertChannel,
  paymentSettingsOf,
  updateChannel,
  updatePaymentSettings,
} from './channels.repo';
import { amountMinorOf, feeMinorOf, moneyOf } from './payment-money';

const GATEWAY_KEY_NAME = 'payment-gateway-key';

export function presentChannel(row: ChannelRow): PaymentChannel {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type,
    direction: row.direction,
    minAmount: moneyOf(row.minAmountMinor),
    maxAmount: moneyOf(row.maxAmountMinor),
    feeBps: row.feeBps,
    feeFixed: moneyOf(row.feeFixedMinor),
    bank: row.type === 'bank_transfer' ? (row.bank ?? null) : null,
    sort: row.sort,
  };
}

function presentAdminChannel(row: ChannelRow): AdminPaymentChannel {
  return {
    ...presentChannel(row),
    bank: row.bank ?? null,
    merchantId: row.merchantId,
    status: row.status,
    hasGatewaySecret: row.gatewaySecretSealed !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Active channels a member may use, optionally only those for deposits or withdrawals. */
export async function listMemberChannels(
  db: Db,
  merchantId: number,
  direction?: 'deposit' | 'withdrawal',
): Promise<PaymentChannel[]> {
  const rows = await findChannels(db, merchantId, true);
  return rows
    .filter((row) => !direction || row.direction === 'both' || row.direction === direction)
    .map(presentChannel);
}

/** The active channel of the merchant usable in `direction`; anything else is "not available". */
export async function usableChannel(
  db: Db,
  merchantId: number,
  channelId: number,
  direction: 'deposit' | 'withdrawal',
): Promise<ChannelRow> {
  const row = await findChannelById(db, channelId);
  const isUsable =
    row?.merchantId === merchantId &&
    row.status === 'active' &&
    (row.direction === 'both' || row.direction === direction);
  if (!row || !isUsable) throw new AppError('PAYMENT_CHANNEL_NOT_FOUND');
  return row;
}

export async function listAdminChannels(db: Db, merchantId: number): Promise<AdminPaymentChannel[]> {
  return (await findChannels(db, merchantId, false)).map(presentAdminChannel);
}

export async function gatewaySecretOf(secrets: ServerSecrets, channel: ChannelRow): Promise<string | undefined> {
  if (!channel.gatewaySecretSealed) return undefined;
  return unseal(await secrets.get(GATEWAY_KEY_NAME, newSymmetricKey), channel.gatewaySecretSealed);
}

export async function sealGatewaySecret(secrets: ServerSecrets, secret: string): Promise<string> {
  return seal(await secrets.get(GATEWAY_KEY_NAME, newSymmetricKey), secret);
}

/** Adds (no id) or changes a channel; audited. A gateway secret is only replaced when one is sent. */
export async function saveChannel(
  deps: { db: Db; secrets: ServerSecrets },
  actor: Actor,
  input: ChannelUpsert,
  id?: number,
): Promise<AdminPaymentChannel> {
  if (!(await findMerchantById(deps.db, input.merchantId))) throw new AppError('UNKNOWN_MERCHANT');
  const values = {
    merchantId: input.merchantId,
    code: input.code,
    name: input.name,
    type: input.type,
    direction: input.direction,
    status: input.status,
    minAmountMinor: amountMinorOf(input.minAmount),
    maxAmountMinor: amountMinorOf(input.maxAmount),
    feeBps: input.feeBps,
    feeFixedMinor: feeMinorOf(input.feeFixed),
    bank: input.bank,
    sort: input.sort,
    ...(input.gatewaySecret ? { gatewaySecretSealed: await sealGatewaySecret(deps.secrets, input.gatewaySecret) } : {}),
  };
  try {
    return await inTransaction(deps.db, async (tx) => {
      const before = id === undefined ? undefined : await findChannelById(tx, id);
      if (id !== undefined && before?.merchantId !== input.merchantId) throw new AppError('PAYMENT_CHANNEL_NOT_FOUND');
      if (before && before.type !== input.type)
        throw new AppError('VALIDATION_FAILED', 'The type of a channel cannot change: add a new channel');
      const row = before ? await updateChannel(tx, before.id, values) : await insertChannel(tx, values);
      await recordAudit(tx, actor, {
        action: before ? 'payment.channel.update' : 'payment.channel.create',
        targetType: 'payment_channel',
        targetId: row.id,
        merchantId: row.merchantId,
        before: before ? presentAdminChannel(before) : null,
        after: presentAdminChannel(row),
      });
      return presentAdminChannel(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'A channel with this code already exists');
    throw error;
  }
}

function presentSettings(row: {
  merchantId: number;
  timeZone: string;
  p2pAutoReceiptMinutes: number;
}): PaymentSettings {
  return { merchantId: row.merchantId, timeZone: row.timeZone, p2pAutoReceiptMinutes: row.p2pAutoReceiptMinutes };
}

export async function paymentSettings(db: Db, merchantId: number): Promise<PaymentSettings> {
  if (!(await findMerchantById(db, merchantId))) throw new AppError('UNKNOWN_MERCHANT');
  return presentSettings(await paymentSettingsOf(db, merchantId));
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Changes the merchant's payment settings (time zone of the daily totals, P2P auto-receipt minutes); audited. */
export async function savePaymentSettings(
  db: Db,
  actor: Actor,
  input: PaymentSettingsUpdate,
): Promise<PaymentSettings> {
  if (!(await findMerchantById(db, input.merchantId))) throw new AppError('UNKNOWN_MERCHANT');
  if (input.timeZone !== undefined && !isTimeZone(input.timeZone))
    throw new AppError('VALIDATION_FAILED', 'Unknown time zone: use an IANA name such as Asia/Ho_Chi_Minh');
  return inTransaction(db, async (tx) => {
    const before = presentSettings(await paymentSettingsOf(tx, input.merchantId));
    const { merchantId, ...changes } = input;
    const after = presentSettings(await updatePaymentSettings(tx, merchantId, changes));
    await recordAudit(tx, actor, {
      action: 'payment.settings.update',
      targetType: 'merchant',
      targetId: merchantId,
      merchantId,
      before,
      after,
    });
    return after;
  });
}
