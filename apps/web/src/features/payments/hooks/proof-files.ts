import { DEPOSIT_PROOF_MAX_BYTES, DEPOSIT_PROOF_TYPES, DEPOSIT_PROOFS_PER_ORDER } from '@fortuna/contracts/payments';

/** What a browser tells of a chosen file before it is sent. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

export type ProofProblem = 'type' | 'size' | 'count';

export interface ProofScreening<File extends ChosenFile> {
  accepted: File[];
  refused: { file: File; problem: ProofProblem }[];
}

function isProofType(type: string): boolean {
  return DEPOSIT_PROOF_TYPES.some((allowed) => allowed === type);
}

/**
 * Sorts chosen files into those worth sending and those refused before any upload: only PNG or JPEG,
 * at most 5 MB each, and no more than 3 on one order counting the ones already there. The server
 * checks the content again; this only spares the member a useless upload.
 */
export function screenProofFiles<File extends ChosenFile>(
  files: readonly File[],
  alreadyOnOrder: number,
): ProofScreening<File> {
  const screening: ProofScreening<File> = { accepted: [], refused: [] };
  let room = Math.max(0, DEPOSIT_PROOFS_PER_ORDER - alreadyOnOrder);
  for (const file of files) {
    if (!isProofType(file.type)) screening.refused.push({ file, problem: 'type' });
    else if (file.size > DEPOSIT_PROOF_MAX_BYTES) screening.refused.push({ file, problem: 'size' });
    else if (room === 0) screening.refused.push({ file, problem: 'count' });
    else {
      screening.accepted.push(file);
      room -= 1;
    }
  }
  return screening;
}

/** How many more proofs an order takes. */
export function proofRoomLeft(alreadyOnOrder: number): number {
  return Math.max(0, DEPOSIT_PROOFS_PER_ORDER - alreadyOnOrder);
}
