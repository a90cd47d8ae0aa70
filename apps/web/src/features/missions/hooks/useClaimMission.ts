import type { MemberMission } from '@fortuna/contracts/missions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { memberCountsQueryKey } from '../../member-centre/api/member-counts';
import { claimPromotion, promotionsQueryRoot } from '../../promotions/api/promotions';
import { balanceQuery } from '../../wallet/api/balance';
import { createSubmissionKeys } from '../../wallet/hooks/submission-key';
import { missionsQueryRoot } from '../api/missions';

/**
 * Claims a complete mission's reward through the promotion claim call; then the missions, the badge, the
 * reward history and the balance load again. A retry after a lost answer reuses the idempotency key.
 */
export function useClaimMission() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const [keys] = useState(() => createSubmissionKeys());
  const mutation = useMutation({
    mutationFn: (mission: MemberMission) =>
      claimPromotion(mission.id, i18n.language, keys.keyFor(`mission-${mission.id}`)),
    onSettled: async (_result, error) => {
      if (!(error instanceof ApiError && error.isNetworkFailure)) keys.settle();
      await Promise.all(
        [missionsQueryRoot, promotionsQueryRoot, memberCountsQueryKey, balanceQuery().queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
  return {
    claim: (mission: MemberMission) => mutation.mutate(mission),
    pendingId: mutation.isPending ? (mutation.variables?.id ?? null) : null,
    doneId: mutation.isSuccess ? (mutation.variables?.id ?? null) : null,
    error: mutation.error ? errorMessage(mutation.error) : null,
  };
}
