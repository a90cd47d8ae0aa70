import { useState } from 'react';
import { ApiError } from '../../../api/client';
import { createSubmissionKeys } from '../api/idempotency-key';

/**
 * The Idempotency-Key of a money-moving action in a component: kept for a retry after a lost answer
 * (network failure), renewed after any real answer.
 */
export function useSubmissionKeys() {
  const [keys] = useState(() => createSubmissionKeys());
  return {
    keyFor: (fingerprint: string) => keys.keyFor(fingerprint),
    settle: (error?: unknown) => {
      if (!(error instanceof ApiError && error.code === 'NETWORK')) keys.settle();
    },
  };
}
