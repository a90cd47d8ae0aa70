import type { MemberPromotion } from '@fortuna/contracts/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { memberCountsQueryKey } from '../../member-centre/api/member-counts';
import { balanceQuery } from '../../wallet/api/balance';
import { createSubmissionKeys } from '../../wallet/hooks/submission-key';
import { claimPromotion, promotionsQueryRoot } from '../api/promotions';
import { claimRafflePrize } from '../api/raffle';

/**
 * Claims (or applies for) a promotion; afterwards the lists, the badge and the balance load again. A retry
 * after a lost answer reuses the claim's idempotency key, so it cannot pay twice.
 */
export function useClaimPromotion() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const [keys] = useState(() => createSubmissionKeys());
  const mutation = useMutation({
    // A raffle's winner claims through the raffle promotion claim call (spec §7).
    mutationFn: (promotion: MemberPromotion) =>
      (promotion.kind === 'raffle' ? claimRafflePrize : claimPromotion)(
        promotion.id,
        i18n.language,
        keys.keyFor(String(promotion.id)),
      ),
    onSettled: async (_result, error) => {
      if (!(error instanceof ApiError && error.isNetworkFailure)) keys.settle();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionsQueryRoot }),
        queryClient.invalidateQueries({ queryKey: memberCountsQueryKey }),
        queryClient.invalidateQueries({ queryKey: balanceQuery().queryKey }),
      ]);
    },
  });
  return {
    claim: (promotion: MemberPromotion) => mutation.mutate(promotion),
    pendingId: mutation.isPending ? (mutation.variables?.id ?? null) : null,
    done: mutation.data ?? null,
    error: mutation.error ? errorMessage(mutation.error) : null,
    errorId: mutation.error ? (mutation.variables?.id ?? null) : null,
    reset: mutation.reset,
  };
}
