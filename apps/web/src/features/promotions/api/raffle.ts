import { memberPromotionSchema } from '@fortuna/contracts/promotions';
import { RAFFLE_API, raffleDrawSchema } from '@fortuna/contracts/raffle';
import { IDEMPOTENCY_HEADER } from '@fortuna/contracts/wallet';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** A raffle's published draw (seed hash; once drawn the seed, ticket list and winners). */
export function raffleDrawQuery(promotionId: number) {
  return queryOptions({
    queryKey: ['promotions', 'raffle-draw', promotionId],
    queryFn: ({ signal }) => apiRequest(RAFFLE_API.draw(promotionId), raffleDrawSchema, { signal }),
    staleTime: 60_000,
  });
}

/** Raffle promotion claim (spec §7): a winner takes the prize; a repeated key answers the first claim. */
export function claimRafflePrize(id: number, language: string, idempotencyKey: string) {
  return apiRequest(RAFFLE_API.claim(id), memberPromotionSchema, {
    method: 'POST',
    body: {},
    query: { language },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
