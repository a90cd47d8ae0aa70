import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { fetchProofImage } from '../api/deposit-proofs';
import { readAsDataUrl } from '../hooks/data-url';
import '../../../i18n/account-texts';

/** A stored proof image: fetched with the member's credentials and shown from memory; a click shows it whole. */
export function ProofImage({ url, alt }: { url: string; alt: string }) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchProofImage(url, controller.signal)
      .then(readAsDataUrl)
      .then(
        (dataUrl) => {
          if (!controller.signal.aborted) setSource(dataUrl);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('proof image not loaded', error);
          setHasFailed(true);
        },
      );
    return () => controller.abort();
  }, [url]);

  if (hasFailed) {
    return (
      <span className="pay-proof pay-proof--missing" title={t('deposit.proofs.loadFailed')}>
        <Icon name="warning" size={18} />
      </span>
    );
  }
  if (!source) return <span className="pay-proof pay-proof--loading" aria-hidden="true" />;
  return (
    <>
      <button type="button" className="pay-proof" onClick={() => setIsOpen(true)} data-testid="deposit-proof-thumb">
        <img src={source} alt={alt} />
      </button>
      {isOpen && (
        <Modal isOpen onClose={() => setIsOpen(false)} title={alt} size="large" testId="deposit-proof-view">
          <img className="pay-proof-view" src={source} alt={alt} />
        </Modal>
      )}
    </>
  );
}
