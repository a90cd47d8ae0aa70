import { isAgentType, isTrialType } from '@fortuna/contracts/accounts';
import { minorToDecimal, parseAmountText } from '@fortuna/contracts/money';
import { DEMO_CURRENCY } from '@fortuna/contracts/session';
import type { Page } from '@fortuna/contracts/staff';
import type {
  Balance,
  ConsolidatedFunds,
  Downline,
  HistoryQuery,
  Transaction,
  TransferDownline,
  TransferResult,
  TransferUpline,
  VendorWallet,
  WalletTransfer,
} from '@fortuna/contracts/wallet';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { ensureAccount, findOwnerAccounts, findTransfers, type LedgerAccountRow } from '../ledger/ledger.repo';
import type { Ledger } from '../ledger/ledger.service';
import type { MerchantRow } from '../merchants/merchants.repo';
import { type AccountRow, findAccountById, findAccountByUsername } from '../sessions/sessions.repo';
import { checkPaymentPassword } from '../sessions/sessions.service';
import { remarkFor } from './ledger-remarks';
import { mainWallet, mainWalletId, vendorWalletId } from './member-wallets';
import { KINDS_BY_TYPE, typeOfKind } from './transaction-types';
import { findDownlines, findTransferModeVendors, findVendorByCode } from './wallet.repo';

export interface WalletDeps {
  db: Db;
  ledger: Ledger;
}

export function presentBalance(minor: bigint, merchant: MerchantRow): Balance {
  return {
    balance: minorToDecimal(minor),
    balanceMinor: minor.toString(),
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
  };
}

function money(minor: bigint) {
  return { amount: minorToDecimal(minor), amountMinor: minor.toString() };
}

/** Trial accounts play on demo balance only and never move real money (spec §6). */
function refuseTrial(member: AccountRow): void {
  if (isTrialType(member.type)) throw new AppError('TRIAL_ACCOUNT');
}

function amountOf(text: string): bigint {
  const minor = parseAmountText(text);
  if (minor === null || minor <= 0n) throw new AppError('INVALID_AMOUNT');
  return minor;
}

/** Client keys are scoped to the member, so one member's key can never touch another's request. */
function ledgerKey(member: AccountRow, clientKey: string): string {
  return `member:${member.id}:${clientKey}`;
}

/** The balance the member plays with: the main wallet, or the demo wallet of a trial account. */
export async function balanceOf(deps: WalletDeps, member: AccountRow, merchant: MerchantRow): Promise<Balance> {
  if (isTrialType(member.type)) {
    const demo = await ensureAccount(deps.db, {
      merchantId: merchant.id,
      ownerType: 'account',
      ownerId: member.id,
      kind: 'demo',
      currency: DEMO_CURRENCY,
    });
    return { ...presentBalance(demo.balance - demo.pendingDebits, merchant), currency: DEMO_CURRENCY };
  }
  const wallet = await mainWallet(deps.db, member, merchant);
  return presentBalance(wallet.balance - wallet.pendingDebits, merchant);
}

export async function transactionHistory(
  deps: WalletDeps,
  member: AccountRow,
  merchant: MerchantRow,
  query: HistoryQuery,
): Promise<Page<Transaction>> {
  refuseTrial(member);
  const wallet = await mainWallet(deps.db, member, merchant);
  const { rows, total } = await findTransfers(deps.db, {
    accountIds: [wallet.id],
    kinds: query.type === 'ALL' ? undefined : KINDS_BY_TYPE[query.type],
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  const list = rows.map((row): Transaction => {
    const isCredit = row.creditAccountId === wallet.id;
    const signed = isCredit ? row.amount : -row.amount;
    const after = isCredit ? row.creditBalanceAfter : row.debitBalanceAfter;
    const remark = remarkFor(row.metadata, member.language);
    return {
      id: String(row.id),
      time: row.createdAt.toISOString(),
      type: typeOfKind(row.kind),
      kind: row.kind,
      amount: minorToDecimal(signed),
      amountMinor: signed.toString(),
      balanceAfter: after === null ? null : minorToDecimal(after),
      status: row.status,
      reference: row.reference,
      remark,
    };
  });
  return { list, pageNo: query.pageNo, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
}

async function moveBetweenMembers(
  deps: WalletDeps,
  merchant: MerchantRow,
  from: AccountRow,
  to: AccountRow,
  input: { amount: string; remark: string },
  kind: string,
  clientKey: string,
): Promise<TransferResult> {
  const amount = amountOf(input.amount);
  const [sourceId, targetId] = await Promise.all([
    mainWalletId(deps.db, from, merchant),
    mainWalletId(deps.db, to, merchant),
  ]);
  const result = await deps.ledger.transfer({
    merchantId: merchant.id,
    key: ledgerKey(from, clientKey),
    debitAccountId: sourceId,
    creditAccountId: targetId,
    amount,
    currency: merchant.currency,
    kind,
    reference: `${from.username}>${to.username}`,
    metadata: { remark: input.remark, fromAccountId: from.id, toAccountId: to.id },
  });
  const [transfer] = result.transfers;
  if (!transfer) throw new Error('transfer result without transfer');
  return { transferId: transfer.id, balance: await balanceOf(deps, from, merchant) };
}

/** A member sends money to its upline agent (spec §6), guarded by the payment password. */
export async function transferToUpline(
  deps: WalletDeps,
  member: AccountRow,
  merchant: MerchantRow,
  input: TransferUpline,
  clientKey: string,
): Promise<TransferResult> {
  refuseTrial(member);
  if (member.uplineId === null) throw new AppError('NO_UPLINE');
  const upline = await findAccountById(deps.db, member.uplineId);
  if (upline?.status !== 'active') throw new AppError('NO_UPLINE');
  await checkPaymentPassword(member, input.paymentPassword);
  return moveBetweenMembers(deps, merchant, member, upline, input, 'transfer.upline', clientKey);
}

/** An agent sends money to one of its direct downlines, guarded by the payment password. */
export async function transferToDownline(
  deps: WalletDeps,
  agent: AccountRow,
  merchant: MerchantRow,
  input: TransferDownline,
  clientKey: string,
): Promise<TransferResult> {
  if (!isAgentType(agent.type)) throw new AppError('NOT_AN_AGENT');
  const downline = await findAccountByUsername(deps.db, merchant.id, input.downline);
  if (!downline || downline.uplineId !== agent.id || downline.status !== 'active') throw new AppError('NOT_A_DOWNLINE');
  await checkPaymentPassword(agent, input.paymentPassword);
  return moveBetweenMembers(deps, merchant, agent, downline, input, 'transfer.downline', clientKey);
}

export async function listDownlines(deps: WalletDeps, agent: AccountRow): Promise<Downline[]> {
  if (!isAgentType(agent.type)) throw new AppError('NOT_AN_AGENT');
  return findDownlines(deps.db, agent.merchantId, agent.id);
}

export async function vendorWallets(
  deps: WalletDeps,
  member: AccountRow,
  merchant: MerchantRow,
): Promise<VendorWallet[]> {
  const [vendorRows, owned] = await Promise.all([
    findTransferModeVendors(deps.db),
    findOwnerAccounts(deps.db, merchant.id, 'account', member.id),
  ]);
  return vendorRows.map((vendor) => {
    const wallet = owned.find((row) => row.kind === 'vendor' && row.label === vendor.code);
    const minor = wallet ? wallet.balance - wallet.pendingDebits : 0n;
    return {
      vendorCode: vendor.code,
      name: vendor.name,
      balance: minorToDecimal(minor),
      balanceMinor: minor.toString(),
    };
  });
}

/** GCS wallet transfer: main wallet to a transfer-mode vendor's wallet (IN) or back (OUT). */
export async function walletTransfer(
  deps: WalletDeps,
  member: AccountRow,
  merchant: MerchantRow,
  input: WalletTransfer,
  clientKey: string,
): Promise<TransferResult> {
  refuseTrial(member);
  const vendor = await findVendorByCode(deps.db, input.vendorCode);
  if (vendor?.walletMode !== 'transfer' || vendor.status !== 'active') throw new AppError('VENDOR_NOT_FOUND');
  const amount = amountOf(input.amount);
  const [mainId, walletId] = await Promise.all([
    mainWalletId(deps.db, member, merchant),
    vendorWalletId(deps.db, member, merchant, vendor.code),
  ]);
  const isIn = input.direction === 'IN';
  const result = await deps.ledger.transfer({
    merchantId: merchant.id,
    key: ledgerKey(member, clientKey),
    debitAccountId: isIn ? mainId : walletId,
    creditAccountId: isIn ? walletId : mainId,
    amount,
    currency: merchant.currency,
    kind: isIn ? 'vendor.in' : 'vendor.out',
    reference: vendor.code,
  });
  const [transfer] = result.transfers;
  if (!transfer) throw new Error('transfer result without transfer');
  return { transferId: transfer.id, balance: await balanceOf(deps, member, merchant) };
}

function available(row: LedgerAccountRow | undefined): bigint {
  return row ? row.balance - row.pendingDebits : 0n;
}

/** Everything the member holds: main, bonus and every vendor wallet. */
export async function consolidatedFunds(
  deps: WalletDeps,
  member: AccountRow,
  merchant: MerchantRow,
): Promise<ConsolidatedFunds> {
  refuseTrial(member);
  const [owned, vendorList] = await Promise.all([
    findOwnerAccounts(deps.db, merchant.id, 'account', member.id),
    vendorWallets(deps, member, merchant),
  ]);
  const main = available(owned.find((row) => row.kind === 'main'));
  const bonus = available(owned.find((row) => row.kind === 'bonus'));
  const inVendors = vendorList.reduce((sum, wallet) => sum + BigInt(wallet.balanceMinor), 0n);
  return {
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    total: money(main + bonus + inVendors),
    main: money(main),
    bonus: money(bonus),
    vendors: vendorList,
  };
}
