import { isTrialType } from '@fortuna/contracts/accounts';
import { type MemberReferral, referralRegisterPath } from '@fortuna/contracts/referral';
import { PROMOTION_BLOCK_LEVELS } from '@fortuna/contracts/risk';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { MerchantRow } from '../merchants/merchants.repo';
import { inLedgerTransaction } from '../payments/ledger-tx';
import { moneyOf } from '../payments/payment-money';
import { ensureInviteCode } from '../registration/invite-codes';
import { findRiskLevel } from '../risk/risk.repo';
import { raiseRiskFlag } from '../risk/risk-flags';
import { type AccountRow, findAccountById } from '../sessions/sessions.repo';
import { systemRemark } from '../wallet/ledger-remarks';
import { maskUsername } from './mission-rules';
import { payReward, rewardAccounts } from './promo-grant';
import type { PromoDeps } from './promotions.service';
import {
  decidePendingReferral,
  findInviteesOf,
  findReferral,
  findReferralSettings,
  type InviteeProgressRow,
  insertReferral,
  inviteeTotals,
  type ReferralRow,
  setReferralPayment,
  sharedSignals,
} from './referral.repo';
import {
  type InviteeFacts,
  isDepositMet,
  isValidBetMet,
  NO_REFERRAL_TERMS,
  qualifiesForReward,
  type ReferralTerms,
  refusalsOf,
} from './referral-rules';

export async function referralTermsOf(db: DbOrTx, merchantId: number): Promise<ReferralTerms> {
  const row = await findReferralSettings(db, merchantId);
  return row ? { ...row } : NO_REFERRAL_TERMS;
}

/** Called in the registration's transaction: the new account joins its inviter's list, pending. */
export async function recordInvitation(
  tx: DbOrTx,
  invitation: { inviteeId: number; inviterId: number; merchantId: number },
): Promise<void> {
  await insertReferral(tx, invitation);
}

/**
 * Refuses a pending referral whose invitee shares the inviter's identity, device, address or payee account,
 * and flags the inviter for staff (once per invitee). Answers whether it was refused (now or before).
 */
async function refuseIfShared(deps: PromoDeps, referral: ReferralRow, inviteeUsername: string): Promise<boolean> {
  const refusals = refusalsOf(await sharedSignals(deps.db, referral.inviteeId, referral.inviterId));
  const [refusal] = refusals;
  if (!refusal) return false;
  await inLedgerTransaction(deps, async (tx) => {
    const refused = await decidePendingReferral(tx, referral.inviteeId, { status: 'refused', refusal });
    if (!refused) return;
    await raiseRiskFlag(tx, {
      merchantId: referral.merchantId,
      accountId: referral.inviterId,
      kind: 'referral_abuse',
      sourceKey: `referral:${referral.inviteeId}`,
      detail: { invitee: inviteeUsername, inviteeId: referral.inviteeId, reason: refusal, shared: refusals.join(', ') },
    });
  });
  return true;
}

/**
 * Checks a new invitee right after registration (its device and address were just recorded): an invitee
 * sharing the inviter's identity, device or address is refused and flagged at once.
 */
export async function screenNewInvitee(deps: PromoDeps, inviteeId: number): Promise<void> {
  const referral = await findReferral(deps.db, inviteeId);
  if (referral?.status !== 'pending') return;
  const invitee = await findAccountById(deps.db, inviteeId);
  await refuseIfShared(deps, referral, invitee?.username ?? '');
}

/** Pays the inviter for one invitee in one transaction: the row leaves pending once, the ledger key is the invitee's. */
async function payReferral(
  deps: PromoDeps,
  merchant: MerchantRow,
  referral: ReferralRow,
  terms: ReferralTerms,
): Promise<void> {
  const accounts = await rewardAccounts(deps.db, merchant, { wallet: terms.wallet }, referral.inviterId);
  await inLedgerTransaction(deps, async (tx, ledger) => {
    const decided = await decidePendingReferral(tx, referral.inviteeId, {
      status: 'rewarded',
      rewardMinor: terms.rewardMinor,
    });
    if (!decided) return;
    const paid = await payReward(tx, ledger, merchant, {
      accountId: referral.inviterId,
      amountMinor: terms.rewardMinor,
      accounts,
      key: `referral:${referral.inviteeId}`,
      reference: `referral:${referral.inviteeId}`,
      metadata: { ...systemRemark({ kind: 'referral_reward' }), inviteeId: referral.inviteeId },
      wageringMultiple: terms.wageringMultiple,
      requirementSource: `referral:${referral.inviteeId}`,
    });
    await setReferralPayment(tx, referral.inviteeId, {
      transferId: paid.transferId,
      wageringRequirementId: paid.requirementId,
    });
  });
}

/**
 * Settles one invitee: when it meets the merchant's conditions and shares nothing with the inviter, the inviter
 * is paid, exactly once however many callers (page reads, job passes, nodes) settle it at the same time.
 */
export async function settleReferral(
  deps: PromoDeps,
  merchant: MerchantRow,
  row: InviteeProgressRow,
  terms: ReferralTerms,
): Promise<void> {
  const { referral } = row;
  if (referral.status !== 'pending' || !qualifiesForReward(terms, row)) return;
  if (await refuseIfShared(deps, referral, row.inviteeUsername)) return;
  // An inviter whose promotions are blocked by staff waits: the referral stays pending until lifted.
  const { level } = await findRiskLevel(deps.db, referral.inviterId);
  if (PROMOTION_BLOCK_LEVELS.includes(level)) return;
  await payReferral(deps, merchant, referral, terms);
}

function presentInvitee(row: InviteeProgressRow, terms: ReferralTerms) {
  const facts: InviteeFacts = row;
  const { referral } = row;
  return {
    username: maskUsername(row.inviteeUsername),
    registeredAt: row.registeredAt.toISOString(),
    status: referral.status,
    firstDeposit: row.firstDepositMinor === null ? null : moneyOf(row.firstDepositMinor),
    validBet: moneyOf(row.validBetMinor),
    isDepositMet: isDepositMet(terms, facts),
    isValidBetMet: isValidBetMet(terms, facts),
    reward: referral.status === 'rewarded' && referral.rewardMinor !== null ? moneyOf(referral.rewardMinor) : null,
    rewardedAt: referral.status === 'rewarded' ? (referral.decidedAt?.toISOString() ?? null) : null,
  };
}

/**
 * The member's invite-and-earn page: code, link path, the merchant's conditions, totals and invitees (masked)
 * with their progress. Invitees who qualified since the last look are settled first, so the page shows the
 * reward as soon as it is owed.
 */
export async function memberReferral(
  deps: PromoDeps,
  merchant: MerchantRow,
  member: AccountRow,
): Promise<MemberReferral> {
  if (!merchant.whitelabel.referral || isTrialType(member.type)) throw new AppError('FEATURE_DISABLED');
  const code = await ensureInviteCode(deps.db, member);
  const terms = await referralTermsOf(deps.db, merchant.id);
  let rows = await findInviteesOf(deps.db, member.id);
  const owed = rows.filter((row) => row.referral.status === 'pending' && qualifiesForReward(terms, row));
  if (owed.length > 0) {
    for (const row of owed) await settleReferral(deps, merchant, row, terms);
    rows = await findInviteesOf(deps.db, member.id);
  }
  const totals = await inviteeTotals(deps.db, member.id);
  return {
    code,
    registerPath: referralRegisterPath(code),
    conditions: {
      reward: moneyOf(terms.rewardMinor),
      wallet: terms.wallet,
      wageringMultiple: terms.wageringMultiple,
      minFirstDeposit: moneyOf(terms.minFirstDepositMinor),
      minValidBet: moneyOf(terms.minValidBetMinor),
    },
    totals: {
      invited: totals.invited,
      rewarded: totals.rewarded,
      pending: totals.pending,
      earned: moneyOf(totals.earnedMinor),
    },
    invitees: rows.map((row) => presentInvitee(row, terms)),
  };
}
