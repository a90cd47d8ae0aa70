import { Secret, TOTP } from 'otpauth';
import { newSymmetricKey, seal, unseal } from '../../security/secret-box';
import type { ServerSecrets } from '../../security/server-secrets';

const TOTP_KEY_NAME = 'totp-key';
const TOTP_PERIOD_S = 30;

function totpFor(secretBase32: string, label = '', issuer = 'Fortuna'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new authenticator secret (base32) and its otpauth:// URL for the QR code. */
export function newTotp(issuer: string, label: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpFor(secret, label, issuer).toString() };
}

/** Whether `code` is the current code (one step either side, for clock drift). */
export function isTotpCodeValid(secretBase32: string, code: string): boolean {
  return totpFor(secretBase32).validate({ token: code, window: 1 }) !== null;
}

/** The 30-second step `code` belongs to (one step either side, for clock drift), or null when it is wrong. */
export function acceptedTotpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
}

/** Authenticator secrets are stored sealed with a server key. */
export async function sealTotpSecret(secrets: ServerSecrets, secret: string): Promise<string> {
  return seal(await secrets.get(TOTP_KEY_NAME, newSymmetricKey), secret);
}

export async function unsealTotpSecret(secrets: ServerSecrets, sealed: string): Promise<string> {
  return unseal(await secrets.get(TOTP_KEY_NAME, newSymmetricKey), sealed);
}
