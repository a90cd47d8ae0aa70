import { checkFieldRule } from '@fortuna/contracts/field-rules';
import type {
  AdminKyc,
  AdminKycPage,
  AdminKycQuery,
  KycDecision,
  KycDocumentKind,
  KycState,
} from '@fortuna/contracts/kyc';
import { KYC_API, KYC_DOCUMENT_KINDS, KYC_DOCUMENT_MAX_BYTES } from '@fortuna/contracts/kyc';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { type Actor, recordAudit } from '../audit/audit.service';
import type { MerchantRow } from '../merchants/merchants.repo';
import { sendServiceNotice } from '../messages/service-messages';
import { moneyOf } from '../payments/payment-money';
import { riskSettingsOf } from '../risk/risk-settings-cache';
import { type AccountRow, findAccountById } from '../sessions/sessions.repo';
import { discardStoredDocument, intakeDocument, privateUploadsDirectory } from '../uploads/document-intake';
import {
  findKycPage,
  findKycProfile,
  insertKycDocument,
  type KycDocumentRow,
  type KycProfileRow,
  latestDocuments,
  lockKycProfile,
  updateKycProfile,
} from './kyc.repo';

export type KycDeps = Pick<FastifyInstance, 'db' | 'config' | 'riskSettingsCache'>;

function presentDocument(row: KycDocumentRow, forStaff: boolean) {
  return {
    id: row.id,
    kind: row.kind,
    contentType: row.contentType,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
    url: forStaff ? KYC_API.admin.document(row.id) : KYC_API.document(row.id),
  };
}

async function stateOf(deps: KycDeps, accountId: number, merchantId: number, forStaff: boolean): Promise<KycState> {
  const [profile, documents, settings] = await Promise.all([
    findKycProfile(deps.db, accountId),
    latestDocuments(deps.db, accountId),
    riskSettingsOf(deps, merchantId),
  ]);
  const threshold = settings?.kycWithdrawalThresholdMinor ?? null;
  return {
    status: profile?.status ?? 'unverified',
    idNumber: profile?.idNumber ?? null,
    reason: profile?.reason ?? '',
    submittedAt: profile?.submittedAt?.toISOString() ?? null,
    decidedAt: profile?.decidedAt?.toISOString() ?? null,
    documents: documents.map((row) => presentDocument(row, forStaff)),
    withdrawalThreshold: threshold === null ? null : moneyOf(threshold),
  };
}

export function kycStateOf(deps: KycDeps, member: AccountRow): Promise<KycState> {
  return stateOf(deps, member.id, member.merchantId, false);
}

function assertEditable(profile: KycProfileRow | undefined): void {
  if (profile && (profile.status === 'pending' || profile.status === 'verified')) throw new AppError('KYC_STATE');
}

/** Stores one document (front, back or selfie) while the member's verification is open for changes. */
export async function uploadKycDocument(deps: KycDeps, member: AccountRow, kind: KycDocumentKind, bytes: Buffer) {
  assertEditable(await findKycProfile(deps.db, member.id));
  const stored = await intakeDocument(bytes, {
    directory: privateUploadsDirectory(deps.config.dataDir, 'kyc'),
    maxBytes: KYC_DOCUMENT_MAX_BYTES,
  });
  try {
    await inTransaction(deps.db, async (tx) => {
      assertEditable(await lockKycProfile(tx, member.id, member.merchantId));
      await insertKycDocument(tx, {
        accountId: member.id,
        kind,
        fileName: stored.name,
        contentType: stored.contentType,
        bytes: stored.bytes,
      });
    });
  } catch (error) {
    await discardStoredDocument(stored);
    throw error;
  }
  return kycStateOf(deps, member);
}

/** Sends the documents for review with the ID number, checked by the merchant's rule for the idNumber field. */
export async function submitKyc(deps: KycDeps, member: AccountRow, merchant: MerchantRow, idNumber: string) {
  // The merchant's idNumber rule (spec §5) applies here even when registration does not ask for the field.
  const ruleMessage = checkFieldRule({ ...merchant.registerRules.idNumber, enabled: true, required: true }, idNumber);
  if (ruleMessage) throw new AppError('VALIDATION_FAILED', `idNumber: ${ruleMessage}`);
  await inTransaction(deps.db, async (tx) => {
    const profile = await lockKycProfile(tx, member.id, member.merchantId);
    assertEditable(profile);
    const kinds = new Set((await latestDocuments(tx, member.id)).map((row) => row.kind));
    if (!KYC_DOCUMENT_KINDS.every((kind) => kinds.has(kind))) throw new AppError('KYC_DOCUMENTS_MISSING');
    await updateKycProfile(tx, member.id, { status: 'pending', idNumber, submittedAt: new Date(), reason: '' });
  });
  return kycStateOf(deps, member);
}

/** Refuses a withdrawal above the merchant's threshold from a member whose identity is not verified. */
export async function assertKycForWithdrawal(db: DbOrTx, accountId: number, thresholdMinor: bigint): Promise<void> {
  const profile = await findKycProfile(db, accountId);
  if (profile?.status !== 'verified') {
    throw new AppError('KYC_REQUIRED').withValue({
      threshold: moneyOf(thresholdMinor),
      status: profile?.status ?? 'unverified',
    });
  }
}

export async function kycStatusOf(db: DbOrTx, accountId: number): Promise<string> {
  return (await findKycProfile(db, accountId))?.status ?? 'unverified';
}

function registeredIdNumber(details: Record<string, string>): string | null {
  return details.idNumber?.trim() || null;
}

async function presentForStaff(deps: KycDeps, account: AccountRow): Promise<AdminKyc> {
  const state = await stateOf(deps, account.id, account.merchantId, true);
  const registered = registeredIdNumber(account.details);
  return {
    ...state,
    accountId: account.id,
    merchantId: account.merchantId,
    username: account.username,
    registeredIdNumber: registered,
    idNumberMatchesRegistration: registered && state.idNumber ? registered === state.idNumber : null,
  };
}

export async function kycForStaff(deps: KycDeps, accountId: number): Promise<AdminKyc> {
  const account = await findAccountById(deps.db, accountId);
  if (!account) throw new AppError('NOT_FOUND', 'This member does not exist');
  return presentForStaff(deps, account);
}

export async function listKyc(deps: KycDeps, query: AdminKycQuery): Promise<AdminKycPage> {
  const { rows, total } = await findKycPage(deps.db, query);
  const list = await Promise.all(rows.map((row) => kycForStaff(deps, row.profile.accountId)));
  return { list, pageNo: query.pageNo, pageSize: query.pageSize, total };
}

/**
 * Staff verify or reject a pending verification (with a reason), under the row lock: a second decision
 * gets REVIEW_ALREADY_DECIDED, the same staff repeating with the same key gets the result again. Audited,
 * and the member is told by platform message in the same transaction.
 */
export async function decideKyc(deps: KycDeps, actor: Actor, accountId: number, input: KycDecision, key: string) {
  const account = await findAccountById(deps.db, accountId);
  if (!account) throw new AppError('NOT_FOUND', 'This member does not exist');
  const status = input.decision === 'verify' ? 'verified' : 'rejected';
  await inTransaction(deps.db, async (tx) => {
    const locked = await lockKycProfile(tx, accountId, account.merchantId);
    if (locked.status !== 'pending') {
      if (locked.status === status && locked.decisionKey === key && locked.decidedByStaffId === actor.staffId) return;
      throw new AppError('REVIEW_ALREADY_DECIDED', `This verification is ${locked.status}`);
    }
    const reason = input.decision === 'reject' ? input.reason : '';
    const updated = await updateKycProfile(tx, accountId, {
      status,
      reason,
      decidedAt: new Date(),
      decidedBy: actor.username,
      decidedByStaffId: actor.staffId,
      decisionKey: key,
    });
    await recordAudit(tx, actor, {
      action: `kyc.${input.decision}`,
      targetType: 'account',
      targetId: accountId,
      merchantId: account.merchantId,
      before: { status: locked.status, version: locked.version },
      after: { status, version: updated.version, reason, note: input.decision === 'verify' ? input.note : '' },
    });
    await sendServiceNotice(
      tx,
      account,
      input.decision === 'verify' ? { kind: 'kyc_verified' } : { kind: 'kyc_rejected', reason },
    );
  });
  return presentForStaff(deps, account);
}

export function kycDocumentsDirectory(dataDir: string): string {
  return privateUploadsDirectory(dataDir, 'kyc');
}
