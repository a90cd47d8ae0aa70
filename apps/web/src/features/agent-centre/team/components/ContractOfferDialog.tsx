import type { Downline } from '@fortuna/contracts/agents';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../ui/Modal';
import { ContractOfferForm } from './ContractOfferForm';
import './contract-offer.css';

interface ContractOfferDialogProps {
  /** The downline agent to offer a contract to; null keeps the dialog closed. */
  downline: Pick<Downline, 'id' | 'username'> | null;
  onClose: () => void;
}

/** The "Set contract" window of a downline agent. */
export function ContractOfferDialog({ downline, onClose }: ContractOfferDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={downline !== null}
      onClose={onClose}
      title={downline ? t('agentCentre.team.contract.title', { username: downline.username }) : undefined}
      size="large"
      closesOnBackdrop={false}
      testId="contract-offer-dialog"
    >
      {downline && <ContractOfferForm key={downline.id} downline={downline} onDone={onClose} />}
    </Modal>
  );
}
