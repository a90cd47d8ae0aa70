import { randomBytes } from 'node:crypto';
import type { Challenge } from '@fortuna/contracts/auth';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usedChallenges } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { ServerSecrets } from '../../security/server-secrets';

/** Hash rounds per attempt; with a one-byte prefix a browser needs about 256 × 50 digests (well under a second). */
export const CHALLENGE_COST = 50;
const CHALLENGE_TTL_MS = 10 * 60_000;

interface SubmittedSolution {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}

function parseSubmission(field: string): SubmittedSolution | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(field, 'base64').toString('utf8')) as SubmittedSolution;
    const isShaped =
      typeof parsed?.challenge?.signature === 'string' &&
      typeof parsed.challenge.parameters === 'object' &&
      Number.isInteger(parsed.solution?.counter) &&
      typeof parsed.solution.derivedKey === 'string';
    return isShaped ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * ALTCHA proof-of-work (v2, SHA-256 key derivation) in front of login, registration and SMS requests:
 * cheap for one person, costly for a script making thousands. Challenges are HMAC-signed, expire
 * after 10 minutes and each solution is redeemed once (a row per signature).
 */
export class ChallengeGuard {
  constructor(
    private readonly db: Db,
    private readonly secrets: ServerSecrets,
  ) {}

  #hmacKey(): Promise<string> {
    return this.secrets.get('challenge-hmac', () => randomBytes(32).toString('base64'));
  }

  async create(): Promise<Challenge> {
    return (await createChallenge({
      algorithm: 'SHA-256',
      cost: CHALLENGE_COST,
      keyPrefixLength: 2,
      deriveKey,
      hmacSignatureSecret: await this.#hmacKey(),
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    })) as Challenge;
  }

  /** Checks the body field `challenge`: required when the merchant says so, verified whenever sent. */
  async redeem(field: string | undefined, isRequired: boolean): Promise<void> {
    if (!field) {
      if (isRequired) throw new AppError('CHALLENGE_REQUIRED');
      return;
    }
    const submitted = parseSubmission(field);
    if (!submitted) throw new AppError('CHALLENGE_FAILED');
    const result = await verifySolution({
      challenge: submitted.challenge,
      solution: submitted.solution,
      deriveKey,
      hmacSignatureSecret: await this.#hmacKey(),
    });
    if (!result.verified) throw new AppError('CHALLENGE_FAILED');
    const signature = submitted.challenge.signature ?? '';
    const inserted = await this.db
      .insert(usedChallenges)
      .values({ signature, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) })
      .onConflictDoNothing()
      .returning({ signature: usedChallenges.signature });
    if (inserted.length === 0) throw new AppError('CHALLENGE_FAILED');
    if (Math.random() < 0.01) await this.db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, new Date()));
  }
}
