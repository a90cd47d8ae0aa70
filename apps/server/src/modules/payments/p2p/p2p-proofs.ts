import { DEPOSIT_PROOF_MAX_BYTES, DEPOSIT_PROOFS_PER_ORDER } from '@fortuna/contracts/payments';
import { P2P_DISPUTE_PROOFS_MAX, type P2pDeposit, type P2pDispute } from '@fortuna/contracts/payments-p2p';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../http/app-error';
import { sendNotFound } from '../../../http/error-handling';
import type { AccountRow } from '../../sessions/sessions.repo';
import { discardStoredImage, intakeImage, type StoredImage } from '../../uploads/image-intake';
import { proofsDirectory, sendProof, sendProofFile } from '../deposit-proofs';
import { countProofs, findDepositById, insertProof, lockDeposit } from '../deposits.repo';
import { findWithdrawalById } from '../withdrawals.repo';
import { findDisputeById, findPartByDeposit, findPartById, lockDispute, lockPart, updateDispute } from './p2p.repo';
import { memberP2pDeposit } from './p2p-deposits.service';
import { presentDispute } from './p2p-withdrawals.service';

interface FileDeps {
  db: Db;
  dataDir: string;
}

/** The deposit proof intake: PNG or JPEG by content, at most 5 MB, re-encoded and stored by content hash. */
function intakeProof(deps: FileDeps, bytes: Buffer): Promise<StoredImage> {
  return intakeImage(bytes, {
    directory: proofsDirectory(deps.dataDir),
    accept: ['png', 'jpeg'],
    maxBytes: DEPOSIT_PROOF_MAX_BYTES,
    output: 'jpeg',
  });
}

async function keepOrDiscard(image: StoredImage, save: () => Promise<void>): Promise<void> {
  try {
    await save();
  } catch (error) {
    await discardStoredImage(image);
    throw error;
  }
}

/** The depositor adds a proof of the transfer while the part is matched or paid; at most 3 per deposit. */
export async function addP2pDepositProof(
  deps: FileDeps & Parameters<typeof memberP2pDeposit>[0],
  member: AccountRow,
  depositId: number,
  bytes: Buffer,
): Promise<P2pDeposit> {
  await memberP2pDeposit(deps, member, depositId);
  const image = await intakeProof(deps, bytes);
  await keepOrDiscard(image, () =>
    inTransaction(deps.db, async (tx) => {
      // Under the deposit's lock, so two uploads at once cannot make a fourth proof.
      const deposit = await lockDeposit(tx, depositId);
      const part = await findPartByDeposit(tx, depositId);
      if (!deposit || !part) throw new AppError('DEPOSIT_NOT_FOUND');
      if (part.status !== 'matched' && part.status !== 'paid') throw new AppError('P2P_PART_STATE');
      if ((await countProofs(tx, depositId)) >= DEPOSIT_PROOFS_PER_ORDER) throw new AppError('PROOF_LIMIT_REACHED');
      await insertProof(tx, {
        depositId,
        fileName: image.name,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
      });
    }),
  );
  return memberP2pDeposit(deps, member, depositId);
}

/** The withdrawer adds a proof to their open dispute (e.g. a bank statement); at most 3. */
export async function addDisputeProof(
  deps: FileDeps,
  member: AccountRow,
  disputeId: number,
  bytes: Buffer,
): Promise<P2pDispute> {
  const dispute = await findDisputeById(deps.db, disputeId);
  if (dispute?.raisedByAccountId !== member.id) throw new AppError('P2P_DISPUTE_NOT_FOUND');
  const image = await intakeProof(deps, bytes);
  let saved = dispute;
  await keepOrDiscard(image, () =>
    inTransaction(deps.db, async (tx) => {
      await lockPart(tx, dispute.partId);
      const locked = await lockDispute(tx, disputeId);
      if (!locked) throw new AppError('P2P_DISPUTE_NOT_FOUND');
      if (locked.status !== 'open') throw new AppError('P2P_DISPUTE_RESOLVED');
      if (locked.proofFileNames.includes(image.name)) return;
      if (locked.proofFileNames.length >= P2P_DISPUTE_PROOFS_MAX) throw new AppError('PROOF_LIMIT_REACHED');
      saved = await updateDispute(tx, disputeId, { proofFileNames: [...locked.proofFileNames, image.name] });
    }),
  );
  return presentDispute(saved);
}

/** A member sees the payment proofs of a part they take part in (as depositor or withdrawer). */
export async function sendPartProofToMember(
  deps: FileDeps,
  reply: FastifyReply,
  member: AccountRow,
  partId: number,
  proofId: number,
): Promise<FastifyReply> {
  const part = await findPartById(deps.db, partId);
  const withdrawal = part ? await findWithdrawalById(deps.db, part.withdrawalId) : undefined;
  const deposit = part ? await findDepositById(deps.db, part.depositId) : undefined;
  const isParty = withdrawal?.accountId === member.id || deposit?.accountId === member.id;
  if (!part || !isParty) return sendNotFound(reply, 'No such proof');
  return sendProof(deps, reply, part.depositId, proofId);
}

/** Staff see a part's payment proofs. */
export async function sendPartProof(
  deps: FileDeps,
  reply: FastifyReply,
  partId: number,
  proofId: number,
): Promise<FastifyReply> {
  const part = await findPartById(deps.db, partId);
  if (!part) return sendNotFound(reply, 'No such proof');
  return sendProof(deps, reply, part.depositId, proofId);
}

/** Staff see a dispute's proof image by its position. */
export async function sendDisputeProof(
  deps: FileDeps,
  reply: FastifyReply,
  disputeId: number,
  index: number,
): Promise<FastifyReply> {
  const dispute = await findDisputeById(deps.db, disputeId);
  return sendProofFile(reply, deps.dataDir, dispute?.proofFileNames[index]);
}
