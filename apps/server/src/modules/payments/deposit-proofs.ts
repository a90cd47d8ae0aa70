import path from 'node:path';
import { DEPOSIT_PROOF_MAX_BYTES, DEPOSIT_PROOFS_PER_ORDER, type DepositOrder } from '@fortuna/contracts/payments';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AccountRow } from '../sessions/sessions.repo';
import { sendPrivateUpload } from '../uploads/document-intake';
import { discardStoredImage, intakeImage } from '../uploads/image-intake';
import { countProofs, findProof, insertProof, lockDeposit } from './deposits.repo';
import { memberDeposit, ownDeposit } from './deposits.service';

/** Proofs live apart from the public uploads, inside the data directory: only their order's member and finance see them. */
export function proofsDirectory(dataDir: string): string {
  return path.resolve(dataDir, 'payment-proofs');
}

function assertTakesProofs(order: { status: string; channelType: string }): void {
  if (order.channelType !== 'bank_transfer')
    throw new AppError('VALIDATION_FAILED', 'Only bank-transfer deposits take proof images');
  if (order.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
}

/**
 * Adds one proof image to the member's pending bank-transfer deposit: PNG or JPEG by content, at most
 * 5 MB, re-encoded (metadata stripped) and stored by content hash; at most 3 per order.
 */
export async function addDepositProof(
  deps: { db: Db; dataDir: string },
  member: AccountRow,
  depositId: number,
  bytes: Buffer,
): Promise<DepositOrder> {
  const order = await ownDeposit(deps.db, member, depositId);
  assertTakesProofs(order);
  if ((await countProofs(deps.db, depositId)) >= DEPOSIT_PROOFS_PER_ORDER) throw new AppError('PROOF_LIMIT_REACHED');
  const image = await intakeImage(bytes, {
    directory: proofsDirectory(deps.dataDir),
    accept: ['png', 'jpeg'],
    maxBytes: DEPOSIT_PROOF_MAX_BYTES,
    output: 'jpeg',
  });
  try {
    await inTransaction(deps.db, async (tx) => {
      // Under the order's lock, so two uploads at once cannot make a fourth proof.
      const locked = await lockDeposit(tx, depositId);
      if (!locked) throw new AppError('DEPOSIT_NOT_FOUND');
      assertTakesProofs(locked);
      if ((await countProofs(tx, depositId)) >= DEPOSIT_PROOFS_PER_ORDER) throw new AppError('PROOF_LIMIT_REACHED');
      await insertProof(tx, {
        depositId,
        fileName: image.name,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
      });
    });
  } catch (error) {
    await discardStoredImage(image);
    throw error;
  }
  return memberDeposit(deps.db, member, depositId);
}

/** Sends a stored proof image by its file name (only its member and finance reach this; see sendPrivateUpload). */
export function sendProofFile(
  reply: FastifyReply,
  dataDir: string,
  fileName: string | undefined,
): Promise<FastifyReply> {
  return sendPrivateUpload(reply, proofsDirectory(dataDir), fileName);
}

/** Sends a deposit's proof image (see sendProofFile). */
export async function sendProof(
  deps: { db: Db; dataDir: string },
  reply: FastifyReply,
  depositId: number,
  proofId: number,
): Promise<FastifyReply> {
  const proof = await findProof(deps.db, depositId, proofId);
  return sendProofFile(reply, deps.dataDir, proof?.fileName);
}
