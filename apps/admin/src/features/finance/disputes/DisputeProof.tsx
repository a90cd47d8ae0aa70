import { ErrorBlock, Spinner } from '../../../ui/StateViews';
import { useProofImage } from '../hooks/useProofImage';

/** One proof image of a dispute or its deposit, read with the staff session. */
export function DisputeProof({ url, label }: { url: string; label: string }) {
  const { imageUrl, isPending, error, retry } = useProofImage(url);
  if (error) return <ErrorBlock error={error} onRetry={retry} />;
  if (isPending || !imageUrl) {
    return (
      <div className="proof-placeholder">
        <Spinner label={`Loading ${label}`} />
      </div>
    );
  }
  return <img className="proof-image" src={imageUrl} alt={label} data-testid="dispute-proof-image" />;
}
