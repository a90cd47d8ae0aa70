import type { DepositProof } from '@fortuna/contracts/payments';
import { useState } from 'react';
import { formatBytes } from '../../../api/uploads';
import { formatDateTime } from '../../../ui/format';
import { Icon } from '../../../ui/Icon';
import { ErrorBlock, Spinner } from '../../../ui/StateViews';
import { useProofImage } from '../hooks/useProofImage';

function ProofImage({ proof, index, isLarge }: { proof: DepositProof; index: number; isLarge: boolean }) {
  const { imageUrl, isPending, error, retry } = useProofImage(proof.url);
  if (error) return <ErrorBlock error={error} onRetry={retry} />;
  if (isPending || !imageUrl) {
    return (
      <div className="proof-placeholder">
        <Spinner label={`Loading proof ${index + 1}`} />
      </div>
    );
  }
  return (
    <img
      className={isLarge ? 'proof-image proof-image-large' : 'proof-image'}
      src={imageUrl}
      alt={`Transfer proof ${index + 1}`}
      width={proof.width}
      height={proof.height}
      data-testid="deposit-proof-image"
    />
  );
}

/** The member's transfer proofs, read with the staff session; one is shown large, the others as thumbnails. */
export function ProofGallery({ proofs }: { proofs: readonly DepositProof[] }) {
  const [selectedIndex, setSelectedIndex] = useState(0);
  const selected = proofs[selectedIndex] ?? proofs[0];
  if (!selected) {
    return (
      <div className="proof-empty" data-testid="deposit-no-proofs">
        <Icon name="image" size={20} />
        <span>No proof uploaded yet. Bank transfers are usually approved only with a proof of payment.</span>
      </div>
    );
  }
  return (
    <div className="proof-gallery" data-testid="deposit-proofs">
      <figure className="proof-main">
        <ProofImage key={selected.id} proof={selected} index={proofs.indexOf(selected)} isLarge />
        <figcaption className="muted">
          {selected.width} × {selected.height} px · {formatBytes(selected.bytes)} · uploaded{' '}
          {formatDateTime(selected.createdAt)}
        </figcaption>
      </figure>
      {proofs.length > 1 ? (
        <div className="proof-thumbs">
          {proofs.map((proof, index) => (
            <button
              key={proof.id}
              type="button"
              className={proof === selected ? 'proof-thumb proof-thumb-active' : 'proof-thumb'}
              aria-pressed={proof === selected}
              aria-label={`Show proof ${index + 1}`}
              onClick={() => setSelectedIndex(index)}
            >
              <ProofImage proof={proof} index={index} isLarge={false} />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
