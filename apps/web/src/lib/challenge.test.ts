import { challengeSchema } from '@fortuna/contracts/auth';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { base64ToText } from './base64';
import { encodeChallengeField, solveChallengeField } from './challenge';

const SECRET = 'test-hmac-secret';

function decodeField(field: string): { challenge: unknown; solution: { counter: number; derivedKey: string } } {
  return JSON.parse(base64ToText(field));
}

describe('encodeChallengeField', () => {
  it('is base64 of the JSON of the challenge and its solution', () => {
    const challenge = challengeSchema.parse({
      parameters: { algorithm: 'SHA-256', nonce: 'n', salt: 's', cost: 1, keyLength: 32, keyPrefix: '00' },
      signature: 'sig',
    });
    const field = encodeChallengeField(challenge, { counter: 7, derivedKey: '00ab' });
    expect(field).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodeField(field)).toEqual({ challenge, solution: { counter: 7, derivedKey: '00ab' } });
  });
});

describe('solveChallengeField', () => {
  it('solves a server challenge with the browser SHA-256 derivation, and the server accepts it', async () => {
    const created = await createChallenge({
      algorithm: 'SHA-256',
      cost: 2,
      keyPrefix: '0',
      deriveKey,
      hmacSignatureSecret: SECRET,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const challenge = challengeSchema.parse(JSON.parse(JSON.stringify(created)));

    const field = await solveChallengeField(challenge);
    const decoded = decodeField(field);

    expect(decoded.challenge).toEqual(challenge);
    const result = await verifySolution({
      challenge: created,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(result.verified).toBe(true);
  });
});
