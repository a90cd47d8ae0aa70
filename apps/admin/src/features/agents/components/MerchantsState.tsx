import type { Merchant } from '@fortuna/contracts/merchants';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorBlock } from '../../../ui/StateViews';

/** The merchant list's failure (with a retry) or its emptiness; nothing while it loads or has merchants. */
export function MerchantsState({ merchants }: { merchants: UseQueryResult<readonly Merchant[]> }) {
  return (
    <>
      {merchants.isError ? <ErrorBlock error={merchants.error} onRetry={() => void merchants.refetch()} /> : null}
      {merchants.data?.length === 0 ? <EmptyState title="No merchants yet" icon="merchants" /> : null}
    </>
  );
}
