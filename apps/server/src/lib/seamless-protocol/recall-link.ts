import { createHmac, timingSafeEqual } from 'node:crypto';

/** A replay link lives this long: the bet record asks for a fresh one on each click. */
export const RECALL_LINK_TTL_MS = 10 * 60_000;

export function recallSignature(secret: string, roundId: string, exp: number): string {
  return createHmac('sha256', secret).update(`recall.${roundId}.${exp}`).digest('hex');
}

/** Fills a vendor's recall template (placeholders {roundId}, {exp}, {sig}) with a link valid for 10 minutes. */
export function signedRecallUrl(template: string, secret: string, roundId: string, now = Date.now()): string {
  const exp = now + RECALL_LINK_TTL_MS;
  return template
    .replaceAll('{roundId}', encodeURIComponent(roundId))
    .replaceAll('{exp}', String(exp))
    .replaceAll('{sig}', recallSignature(secret, roundId, exp));
}

export function isRecallLinkValid(
  secret: string,
  roundId: string,
  exp: number,
  sig: string,
  now = Date.now(),
): boolean {
  if (!Number.isSafeInteger(exp) || exp < now || !/^[0-9a-f]{64}$/.test(sig)) return false;
  return timingSafeEqual(Buffer.from(recallSignature(secret, roundId, exp), 'hex'), Buffer.from(sig, 'hex'));
}
