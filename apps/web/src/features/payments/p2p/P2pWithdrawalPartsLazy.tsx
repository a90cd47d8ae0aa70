import { lazyComponent } from '../../../lib/lazy-chunk';
import { LazyBoundary } from '../../../ui/LazyBoundary';

const P2pWithdrawalParts = lazyComponent(() =>
  import('./P2pWithdrawalParts').then((module) => module.P2pWithdrawalParts),
);

/** The withdrawer's P2P parts (received, remaining, confirmations), downloaded when a P2P withdrawal is shown. */
export function P2pWithdrawalPartsLazy({
  withdrawalId,
  currencySymbol,
}: {
  withdrawalId: number;
  currencySymbol: string;
}) {
  return (
    <LazyBoundary>
      <P2pWithdrawalParts withdrawalId={withdrawalId} currencySymbol={currencySymbol} />
    </LazyBoundary>
  );
}
