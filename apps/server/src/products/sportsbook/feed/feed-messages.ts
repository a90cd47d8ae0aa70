import { createHmac, timingSafeEqual } from 'node:crypto';
import { createDeskEventSchema, deskMarketSchema, deskResultSchema } from '@fortuna/contracts/sportsbook-desk';
import { z } from 'zod';

/**
 * The real-event feed's JSON (docs/sportsbook.md "Feed"): a body `{ messages: [...] }`, each message about one
 * event of the feed (`event`: the feed's own id) with a sequence per event (`seq`, rising); the body signed
 * with HMAC-SHA256 under the shared key, hex, in the `x-feed-signature` header.
 */
export const FEED_SIGNATURE_HEADER = 'x-feed-signature';
export const FEED_PUSH_PATH = '/sportsbook/feed';

const base = { event: z.string().min(1).max(64), seq: z.number().int().min(1).max(2_000_000_000) };

export const feedMessageSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('event'), ...createDeskEventSchema.shape }),
  z.object({ ...base, type: z.literal('market'), market: deskMarketSchema }),
  z.object({ ...base, type: z.literal('odds'), market: deskMarketSchema }),
  z.object({
    ...base,
    type: z.literal('score'),
    home: z.number().int().min(0).max(999),
    away: z.number().int().min(0).max(999),
    clock: z.string().max(16).optional(),
  }),
  z.object({ ...base, type: z.literal('result'), ...deskResultSchema.shape }),
  z.object({ ...base, type: z.literal('cancel') }),
]);
export type FeedMessage = z.infer<typeof feedMessageSchema>;

export const feedBodySchema = z.object({ messages: z.array(feedMessageSchema).max(1000) });

export function signFeed(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function feedSignatureValid(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signFeed(secret, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
