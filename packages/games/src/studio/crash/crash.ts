import { createHash, createHmac } from 'node:crypto';
import type { Rng } from '../../fairness/fair-rng';
import type { StudioGame } from '../game';
import { isRecord, parseMinorUnits } from '../money';

/**
 * Fortuna Crash: the maths of one round (shared rounds, timing and sockets are the server's).
 *
 * **Hash chain.** From a secret seed s the server computes x₁ = SHA-256(s) and x_{i+1} =
 * SHA-256(x_i) for i = 1 … L (SHA-256 over the previous hash's 64 hex characters as text, as
 * `hashServerSeed` does), and publishes the commitment x_{L+1} before the first game. Game g
 * (1 … L) uses x_{L+1−g}: games walk the chain backwards, so SHA-256(hash of game g) is the hash
 * of game g − 1 (the commitment for game 1), and anyone can check a revealed game hash by hashing
 * it forward until the commitment appears. Nobody can compute a game's hash before it is revealed.
 *
 * **Crash point** (the Bustabit v2 formula): d = HMAC-SHA256(key = game hash text, message =
 * salt) where the salt is a public value fixed after the commitment (e.g. a future block hash),
 * so the operator could not have searched for a favourable chain; h = the first 52 bits of d
 * (13 hex digits), e = 2^52, and in hundredths
 *
 *   crash = max(100, floor(99 × e / (e − h)))   (i.e. max(1, floor(99 / (1 − h/e)) / 100)×)
 *
 * **RTP.** e − h is uniform on 1 … e, and crash ≥ T (T ≥ 101 hundredths) ⇔ 99e/(e − h) ≥ T ⇔
 * e − h ≤ floor(99e/T), so P(crash ≥ T) = floor(99e/T)/e. A bet that cashes out at T (paid when
 * crash ≥ T) returns (T/100) × floor(99e/T)/e = 0.99 − ε with 0 ≤ ε < T/(100e) (< 2.3×10⁻¹⁰ for any
 * T up to 1,000,000×); ε = 0 when T divides 99 × 2^52 (e.g. 1.28×, 1.98×, 2.56×). The edge shows
 * as the crash at 1.00× (P = 1 − floor(99e/101)/e ≈ 1.98%), which no bet survives.
 */

export const CRASH_BITS = 52;
export const CRASH_E = 2n ** BigInt(CRASH_BITS);
/** Smallest and largest auto cash-out, in hundredths (1.01× … 1,000,000.00×). */
export const CRASH_MIN_TARGET = 101;
export const CRASH_MAX_TARGET = 100_000_000;

const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');
const HASH = /^[0-9a-f]{64}$/;

/**
 * The chain for `games` games from a secret seed: `hashes[g − 1]` is the hash of game g (1-based)
 * and `commitment` is published before game 1. Computes games + 1 SHA-256s.
 */
export function generateCrashChain(secretSeed: string, games: number): { commitment: string; hashes: string[] } {
  if (!Number.isSafeInteger(games) || games < 1) throw new RangeError('games must be a positive whole number');
  const links: string[] = [sha256Hex(secretSeed)];
  for (let i = 0; i < games; i++) links.push(sha256Hex(links[links.length - 1] ?? ''));
  const commitment = links.pop() ?? '';
  return { commitment, hashes: links.reverse() };
}

/** Whether SHA-256(gameHash) is `nextHash`: the previous game's hash, or the commitment for game 1. */
export function verifyCrashLink(gameHash: string, nextHash: string): boolean {
  return HASH.test(gameHash) && HASH.test(nextHash) && sha256Hex(gameHash) === nextHash;
}

/**
 * Which game a revealed hash belongs to: hashes it forward at most `maxGames` times and returns
 * g when the g-th SHA-256 is the commitment, or null.
 */
export function crashGameNumber(gameHash: string, commitment: string, maxGames: number): number | null {
  if (!HASH.test(gameHash) || !HASH.test(commitment)) return null;
  let hash = gameHash;
  for (let g = 1; g <= maxGames; g++) {
    hash = sha256Hex(hash);
    if (hash === commitment) return g;
  }
  return null;
}

/** Crash point in hundredths from `bits` uniform bits h: max(100, floor(99 × 2^bits / (2^bits − h))). */
export function crashPointFromBits(h: bigint, bits = CRASH_BITS): bigint {
  const e = 2n ** BigInt(bits);
  if (h < 0n || h >= e) throw new RangeError('h out of range');
  const hundredths = (99n * e) / (e - h);
  return hundredths < 100n ? 100n : hundredths;
}

/** The published crash point of a game: HMAC-SHA256(game hash, salt), first 52 bits, then the formula. */
export function crashPointFromHash(gameHash: string, salt: string): bigint {
  const digest = createHmac('sha256', gameHash).update(salt).digest('hex');
  return crashPointFromBits(BigInt(`0x${digest.slice(0, CRASH_BITS / 4)}`));
}

/** The first 52 bits of the RNG's byte stream (two floats: 32 bits, then the top 20 bits of the next). */
export function crashBitsFromRng(rng: Rng): bigint {
  const high = Math.floor(rng.nextFloat() * 2 ** 32);
  const low = Math.floor(rng.nextFloat() * 2 ** 20);
  return BigInt(high) * 2n ** 20n + BigInt(low);
}

/** Payout of a bet with auto cash-out at `target` hundredths: floor(stake × target / 100) if crash ≥ target, else 0. */
export function settleCrash(stake: bigint, target: number, crash: bigint): bigint {
  return crash >= BigInt(target) ? (stake * BigInt(target)) / 100n : 0n;
}

/** Exact RTP of cashing out at `target` hundredths: target × floor(99e/target) / (100e). */
export function crashRtp(target: number): { numerator: bigint; denominator: bigint } {
  const t = BigInt(target);
  return { numerator: t * ((99n * CRASH_E) / t), denominator: 100n * CRASH_E };
}

const hundredthsText = (h: bigint): string => `${h / 100n}.${(h % 100n).toString().padStart(2, '0')}`;

function parseTarget(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const hundredths = Math.round(value * 100);
    if (Math.abs(value * 100 - hundredths) > 1e-6) return null;
    return hundredths;
  }
  if (typeof value === 'string') {
    const match = /^([0-9]{1,7})(?:\.([0-9]{1,2}))?$/.exec(value);
    if (!match) return null;
    return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  }
  return null;
}

export interface CrashChoices {
  stake: bigint;
  /** Auto cash-out in hundredths (150 = 1.50×). */
  autoCashOut: number;
}

export interface CrashDetail {
  /** Crash point: text with 2 decimals, and hundredths as a digit string (it can exceed 2^53). */
  crashPoint: string;
  crashHundredths: string;
  autoCashOut: string;
  win: boolean;
}

export const crashGame: StudioGame<CrashChoices, CrashDetail> = {
  code: 'fortuna-crash',
  version: '1.0.0',
  statedRtp: 0.99,
  paytable: {
    game: 'fortuna-crash',
    chain:
      'x1 = SHA-256(secret), x(i+1) = SHA-256(x(i)) over hex text; commitment x(L+1) published first; game g uses x(L+1−g)',
    crashPoint:
      'd = HMAC-SHA256(key = game hash, message = salt); h = first 52 bits; crash = max(1, floor(99 × 2^52 / (2^52 − h)) / 100)',
    survival: 'P(crash ≥ t) = floor(99 × 2^52 / (100 t)) / 2^52 ≈ 0.99 / t',
    autoCashOut: { min: CRASH_MIN_TARGET / 100, max: CRASH_MAX_TARGET / 100, step: 0.01 },
    payout: 'floor(stake × autoCashOut) when crash ≥ autoCashOut, else 0',
    simulatorRounds: 'play() reads h from the bet stream (32 bits of float 1, top 20 bits of float 2)',
    rtp: { exact: 't × floor(99·2^52/t) / (100·2^52), within 2.3e-10 of 0.99', value: 0.99 },
  },

  validate(input) {
    if (!isRecord(input)) return { ok: false, message: 'Choices must be an object with stake and autoCashOut.' };
    for (const key of Object.keys(input)) {
      if (key !== 'stake' && key !== 'autoCashOut')
        return { ok: false, message: `Unexpected field '${key}' in the choices.` };
    }
    const stake = parseMinorUnits(input.stake);
    if (stake === null) return { ok: false, message: 'Stake must be a whole number of minor units, at least 1.' };
    const autoCashOut = parseTarget(input.autoCashOut);
    if (autoCashOut === null || autoCashOut < CRASH_MIN_TARGET || autoCashOut > CRASH_MAX_TARGET) {
      return { ok: false, message: 'Auto cash-out must be from 1.01 to 1000000.00 with at most two decimals.' };
    }
    return { ok: true, choices: { stake, autoCashOut } };
  },

  stakeOf(choices) {
    return choices.stake;
  },

  play(choices: CrashChoices, rng: Rng) {
    const crash = crashPointFromBits(crashBitsFromRng(rng));
    const payout = settleCrash(choices.stake, choices.autoCashOut, crash);
    return {
      payout,
      detail: {
        crashPoint: hundredthsText(crash),
        crashHundredths: crash.toString(),
        autoCashOut: hundredthsText(BigInt(choices.autoCashOut)),
        win: payout > 0n,
      },
    };
  },
};
