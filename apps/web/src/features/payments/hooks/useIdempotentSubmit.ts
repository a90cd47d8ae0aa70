import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { createSubmissionKeys } from '../../wallet/hooks/submission-key';

interface IdempotentSubmitOptions<Body, Result> {
  send: (body: Body, idempotencyKey: string) => Promise<Result>;
  onSuccess?: (result: Result, body: Body) => void;
  onError?: (error: Error) => void;
}

/**
 * Sends an idempotent money request at most once per submission (as the wallet's transfers do): a
 * second click while it travels is ignored, a retry of the same content after a lost answer reuses
 * the Idempotency-Key, and any real answer makes the next submission a new request.
 */
export function useIdempotentSubmit<Body, Result>({ send, onSuccess, onError }: IdempotentSubmitOptions<Body, Result>) {
  const [keys] = useState(() => createSubmissionKeys());
  const isSendingRef = useRef(false);

  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: Body; key: string }) => send(body, key),
    onSuccess: (result, { body }) => onSuccess?.(result, body),
    onError: (error) => {
      onError?.(error);
      // Only a lost answer keeps the key: the request may have been applied, so a retry must not repeat it.
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
