import type { TransferResult } from '@fortuna/contracts/wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { balanceQueryKey } from '../api/balance';
import { walletQueryRoot } from '../api/wallet-keys';
import { createSubmissionKeys } from './submission-key';

interface MoneyTransferOptions<Body> {
  send: (body: Body, idempotencyKey: string) => Promise<TransferResult>;
  onSuccess?: (result: TransferResult, body: Body) => void;
}

/**
 * Sends a money-moving request at most once per submission: a second click while it is on its way
 * is ignored, a retry of the same content after a network failure reuses the idempotency key, and
 * the new balance from the answer goes straight into the header.
 */
export function useMoneyTransfer<Body>({ send, onSuccess }: MoneyTransferOptions<Body>) {
  const queryClient = useQueryClient();
  const [keys] = useState(() => createSubmissionKeys());
  const isSendingRef = useRef(false);

  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: Body; key: string }) => send(body, key),
    onSuccess: (result, { body }) => {
      queryClient.setQueryData(balanceQueryKey, result.balance);
      void queryClient.invalidateQueries({ queryKey: walletQueryRoot });
      onSuccess?.(result, body);
    },
    onError: (error) => {
      // Only a lost answer keeps the key: the transfer may have been applied, so a retry must not repeat it.
      if (error instanceof ApiError && error.isNetworkFailure) return;
      keys.settle();
    },
    onSettled: (_result, error) => {
      isSendingRef.current = false;
      if (!error) keys.settle();
    },
  });

  const submit = (body: Body) => {
    if (isSendingRef.current) return;
    isSendingRef.current = true;
    mutation.mutate({ body, key: keys.keyFor(JSON.stringify(body)) });
  };

  return { submit, isPending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
